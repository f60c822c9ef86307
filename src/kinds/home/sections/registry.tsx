import type { ComponentType } from 'react';
import { HomeSection } from './HomeSection';
import type { HomeSectionConfig, HomeSectionType } from '../kind';
import type { SectionProps } from './section-props';

// One component per section type, found by folder: sections/<type>/Section.tsx, default export.
const modules = import.meta.glob<{ default: ComponentType<SectionProps<HomeSectionType>> }>('./*/Section.tsx', { eager: true });

const folderOf = (path: string) => path.replace(/^\.\/|\/Section\.tsx$/g, '');

/** The section types that have a component, by folder name (for the test that every listed type has one). */
export const sectionComponentTypes: readonly string[] = Object.keys(modules).map(folderOf);

const components = new Map(Object.entries(modules).map(([path, module]) => [folderOf(path), module.default]));

function componentFor(type: HomeSectionType): ComponentType<SectionProps<HomeSectionType>> {
  const component = components.get(type);
  if (!component) throw new Error(`no component for home section type "${type}" (expected src/kinds/home/sections/${type}/Section.tsx)`);
  return component;
}

/**
 * Draws one home section with the component of its `type`. A section with a `heading` is a
 * titled band (HomeSection): the wrapper is applied here, so each component draws only its body.
 */
export function SectionView({ section, first }: { section: HomeSectionConfig; first: boolean }) {
  const Component = componentFor(section.type);
  const body = <Component section={section} first={first} />;
  return 'heading' in section ? <HomeSection heading={section.heading}>{body}</HomeSection> : body;
}
