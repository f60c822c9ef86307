import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../../../src/components/carousel/Carousel';

const controls = { previous: 'Previous slide', next: 'Next slide', pause: 'Pause slideshow', play: 'Play slideshow' };
const intervals = [10000, 2000, 2000, 2000];
const slides: CarouselSlide[] = intervals.map((intervalMs, i) => ({
  image: { src: `/s${i + 1}.svg`, alt: `Slide picture ${i + 1}`, width: 1600, height: 640 },
  label: `${i + 1} of 4`,
  intervalMs,
}));

function renderCarousel() {
  return render(<Carousel label="New arrivals" slides={slides} fadeMs={300} controls={controls} eager />);
}

/** The slide a sighted visitor sees: the one not hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group').getAttribute('aria-label');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the WAI-ARIA carousel pattern', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'New arrivals' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const all = screen.getAllByRole('group', { hidden: true });
    expect(all.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    all.forEach((s) => expect(s).toHaveAttribute('aria-roledescription', 'slide'));
    expect(shownSlide()).toBe('1 of 4');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('advances after each slide’s own interval, and not before', () => {
    renderCarousel();
    wait(9999);
    expect(shownSlide()).toBe('1 of 4');
    wait(1 + 300);
    expect(shownSlide()).toBe('2 of 4');
    wait(1500);
    expect(shownSlide()).toBe('2 of 4');
    wait(800);
    expect(shownSlide()).toBe('3 of 4');
  });

  it('fades: the shown slide ends fully opaque and the others transparent', () => {
    renderCarousel();
    wait(10000 + 150);
    const [one, two] = screen.getAllByRole('group', { hidden: true });
    expect(Number(one!.style.opacity)).toBeGreaterThan(0);
    expect(Number(one!.style.opacity)).toBeLessThan(1);
    wait(200);
    expect(one!.style.opacity).toBe('0');
    expect(two!.style.opacity).toBe('1');
  });

  it('moves with the previous and next buttons, wrapping around', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    wait(300);
    expect(shownSlide()).toBe('2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    wait(300);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    wait(300);
    expect(shownSlide()).toBe('4 of 4');
  });

  it('holds while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'New arrivals' });
    wait(5000);
    fireEvent.mouseEnter(carousel);
    wait(30000);
    expect(shownSlide()).toBe('1 of 4');
    fireEvent.mouseLeave(carousel);
    wait(9999);
    expect(shownSlide()).toBe('1 of 4');
    wait(301);
    expect(shownSlide()).toBe('2 of 4');
  });

  it('holds while keyboard focus is inside, not on the rotation button', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(30000);
    expect(shownSlide()).toBe('1 of 4');
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).focus());
    wait(10300);
    expect(shownSlide()).toBe('2 of 4');
  });

  it('the rotation button stops and restarts the show', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'New arrivals' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // A paused carousel announces slide changes; a rotating one stays quiet.
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    wait(30000);
    expect(shownSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    wait(10300);
    expect(shownSlide()).toBe('2 of 4');
  });

  describe('when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(prefers-reduced-motion: reduce)' });
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('does not advance by itself, but Play and the buttons still work', () => {
      renderCarousel();
      wait(60000);
      expect(shownSlide()).toBe('1 of 4');
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      wait(50);
      expect(shownSlide()).toBe('2 of 4');
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      wait(1900);
      expect(shownSlide()).toBe('2 of 4');
      wait(150);
      expect(shownSlide()).toBe('3 of 4');
    });
  });
});
