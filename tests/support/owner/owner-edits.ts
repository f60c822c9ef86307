// The everyday edits docs/editing-the-catalogue.md teaches a shop owner, made to the text of a catalogue.config.yaml the way
// the owner makes them: a line added, a block deleted, a value changed. They adapt to the shop they get
// (a file that already has a Dupatta list, or no Chandraboti list), so they run on the owner's live file.
import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node, type YAMLSeq } from 'yaml';

/** The two YAML lines of the guide's worked example: the list, then its category card. */
export function guideExample(guide = readFileSync('docs/editing-the-catalogue.md', 'utf8')): { list: string; card: string } {
  const section = guide.split(/^#+ Worked example: add a 'Dupatta' list.*$/m)[1];
  const blocks = [...(section ?? '').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
  if (blocks.length < 2) throw new Error("docs/editing-the-catalogue.md: the worked example 'add a Dupatta list' lost its two yaml blocks");
  return { list: blocks[0]!, card: blocks[1]! };
}

const seqAt = (doc: Document, path: readonly (string | number)[]): YAMLSeq<Node> => {
  const node = doc.getIn(path, true);
  if (!isSeq(node)) throw new Error(`${path.join('.')} is not a list`);
  return node as YAMLSeq<Node>;
};
const idOf = (node: unknown) => (isMap(node) ? node.get('id') : undefined);

/** Inserts `line` as an item of the block list `seq`, before its first item or after its last, at its indentation. */
function insertItem(text: string, seq: YAMLSeq<Node>, line: string, where: 'first' | 'last'): string {
  const first = seq.items[0]?.range;
  const last = seq.items.at(-1)?.range;
  if (!first || !last || seq.flow) throw new Error('the list to add to must be a block list with an item');
  const lineStart = text.lastIndexOf('\n', first[0]) + 1;
  const indent = /^\s*/.exec(text.slice(lineStart, first[0]))![0];
  const at = where === 'first' ? lineStart : text.indexOf('\n', last[1] - 1) + 1;
  return `${text.slice(0, at)}${indent}- ${line.replace(/^-\s*/, '')}\n${text.slice(at)}`;
}

export interface AddedList {
  yaml: string;
  id: string;
  title: string;
  route: string;
  collection: string;
  parent: string;
}

/**
 * Edit 1: the guide's Dupatta list, as the first or the last entry of `lists:`, and its card as the last
 * card of its category. A shop that already has a `dupatta` gets `dupatta2`; one without `womens-wear`
 * puts it under its first category.
 */
export function addGuideList(text: string, where: 'first' | 'last', example = guideExample()): AddedList {
  const doc = parseDocument(text);
  const taken = new Set(seqAt(doc, ['lists']).items.map(idOf));
  const rename = (s: string) => (taken.has('dupatta') ? s.replace(/\bdupatta\b/g, 'dupatta2').replace(/\bDupatta\b/g, 'Dupatta 2') : s);
  const categories = seqAt(doc, ['categories']).items;
  const parentIndex = Math.max(
    0,
    categories.findIndex((c) => idOf(c) === 'womens-wear'),
  );
  const parent = String(idOf(categories[parentIndex]));
  const withParent = (s: string) => rename(s).replace(/\bparent: womens-wear\b/, `parent: ${parent}`);
  const list = parseDocument(withParent(example.list)).toJS() as [{ id: string; title: string; route: string; collection: string }];
  let yaml = insertItem(text, seqAt(doc, ['lists']), withParent(example.list), where);
  yaml = insertItem(yaml, seqAt(parseDocument(yaml), ['categories', parentIndex, 'cards']), rename(example.card), 'last');
  const { id, title, route, collection } = list[0];
  return { yaml, id, title, route, collection, parent };
}

export interface RemovedList {
  yaml: string;
  id: string;
  route: string;
}

/**
 * Edit 2: the Chandraboti list (else the shop's last list) deleted, with every link to it: a card, slide
 * or menu item whose `to` is the list, a page id in a list of ids, and any other `to:` naming it.
 */
export function removeList(text: string, preferred = 'chandraboti'): RemovedList {
  const doc = parseDocument(text);
  const lists = seqAt(doc, ['lists']);
  const index = lists.items.findIndex((l) => idOf(l) === preferred);
  const removed = lists.items[index >= 0 ? index : lists.items.length - 1];
  if (!isMap(removed)) throw new Error('the shop has no list to remove');
  const id = String(removed.get('id'));
  const route = String(removed.get('route'));
  lists.delete(index >= 0 ? index : lists.items.length - 1);
  visit(doc, {
    Seq(_, seq) {
      seq.items = seq.items.filter((item) => !(isMap(item) && item.get('to') === id) && !(isScalar(item) && item.value === id));
    },
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'to' && isScalar(pair.value) && pair.value.value === id) return visit.REMOVE;
      return undefined;
    },
  });
  return { yaml: doc.toString({ lineWidth: 0 }), id, route };
}

export interface Rebranded {
  yaml: string;
  name: string;
  callBook: string;
  brand: string;
}

/** Edit 3: the shop renamed (shop.name and site.title), the Call Book number changed, the brand colour #14532d. */
export function rebrand(text: string): Rebranded {
  const doc = parseDocument(text);
  const name = `${String(doc.getIn(['shop', 'name']))} & Sons`;
  const phones = (doc.getIn(['shop', 'phones']) as { toJSON(): Record<string, string> }).toJSON();
  const old = phones.callBook!;
  // Another last digit keeps the number valid for the shop's country; it must not become another role's number.
  const withLast = (step: number) => old.replace(/(\d)(\D*)$/, (_, d: string, tail: string) => `${(Number(d) + step) % 10}${tail}`);
  const callBook = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(withLast).find((n) => !Object.values(phones).includes(n))!;
  const brand = '#14532d';
  doc.setIn(['shop', 'name'], name);
  doc.setIn(['site', 'title'], name);
  doc.setIn(['shop', 'phones', 'callBook'], callBook);
  doc.setIn(['theme', 'brand'], brand);
  return { yaml: doc.toString({ lineWidth: 0 }), name, callBook, brand };
}
