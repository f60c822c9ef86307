import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoSource, ENQUIRIES_KEY } from '../../../../src/data/demo/demo-source';
import type { CatalogueSource, EnquirySubmission } from '../../../../src/data/source';
import { SPEC, catalogueFrom, loadedCatalogue, mutate } from '../../../support/catalogue';
import { renderRoute } from '../../../support/render-route';
import { ANSWERS, renderPage } from '../../../support/render-page';

const ID = /^[A-Za-z0-9]{20}$/;

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /^(Submit|Sending…)$/ });
const stored = (): unknown[] => JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]') as unknown[];
const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]')!;

async function fill(user: UserEvent, answers: Partial<Record<keyof typeof ANSWERS, string>> = ANSWERS) {
  for (const [label, value] of Object.entries(answers)) if (value) await user.type(field(label), value);
}

/** A source that records each write and answers it as the test says (resolve or reject with a message). */
function scriptedSource(answers: (string | null)[]) {
  const calls: EnquirySubmission[] = [];
  const source: CatalogueSource = {
    ...createDemoSource(),
    addEnquiry: (_collection, enquiry) => {
      calls.push(enquiry);
      const answer = answers.shift();
      return answer ? Promise.reject(new Error(answer)) : Promise.resolve();
    },
  };
  return { source, calls };
}

/** A source that records each write and holds it until the test settles it (resolves). */
function heldSource() {
  const calls: EnquirySubmission[] = [];
  let release = () => {};
  const source: CatalogueSource = {
    ...createDemoSource(),
    addEnquiry: (_collection, enquiry) => {
      calls.push(enquiry);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return { source, calls, settle: () => release() };
}

afterEach(() => vi.useRealTimers());

describe('the hidden bot-trap field', { timeout: 20_000 }, () => {
  it('is in the form for bots, named "website", but out of sight, the accessibility tree and the tab order', async () => {
    await renderPage('/Enqueries');
    const input = honeypot();
    expect(input.closest('form')).toBe(screen.getByRole('main').querySelector('form'));
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('');
    const wrapper = input.closest('[aria-hidden="true"]')!;
    expect(wrapper).not.toBeNull();
    expect(getComputedStyle(wrapper).position).toBe('absolute');
    expect(getComputedStyle(wrapper).left).toBe('-10000px');
    // The label comes from the config, and only a bot reading the markup meets it.
    expect(wrapper).toHaveTextContent('Website');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('filled: nothing is stored, yet the sender sees the usual success and an emptied form', async () => {
    const user = userEvent.setup({ delay: null });
    const { source, calls } = scriptedSource([]);
    await renderPage('/Enqueries', source);
    await fill(user);
    fireEvent.change(honeypot(), { target: { value: 'https://spam.example' } });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(calls).toEqual([]);
    expect(field('Name')).toHaveValue('');
  });

  it('left empty, as people leave it: the enquiry is stored', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).not.toHaveProperty('website');
  });
});

describe('the minimum time before a submit (enquiries.minSeconds)', { timeout: 20_000 }, () => {
  // The specification's value (3 s), not the tests' 0; only Date is faked, so Testing Library's own timers still run.
  const spec = loadedCatalogue(SPEC);
  const start = new Date('2025-07-10T10:00:00Z').getTime();

  it('ships as 3 seconds', () => {
    expect(spec.enquiries?.minSeconds).toBe(3);
  });

  it('a submit sooner than 3 s after the form appeared shows "Sending…" until 3 s are over, then is stored; only then success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const user = userEvent.setup({ delay: null });
    const { source, calls, settle } = heldSource();
    await renderRoute('/Enqueries', { catalogue: spec, source });
    await fill(user);
    // Autofill speed: 0.4 s after the form appeared (only Date is faked: the form waits the other 2.6 s for real).
    vi.setSystemTime(start + 400);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Sending…');
    expect(submit()).toBeDisabled();
    expect(field('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toEqual([]);
    // Nothing is sent before the minimum time, whatever else runs meanwhile.
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 8000 });
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls[0]!.fields).toMatchObject({ title: 'Asha Das', enquiry: 'Do you have silk sarees?' });
    settle();
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(field('Name')).toHaveValue('');
  });

  it('waits only what is left of the minimum, and starts the clock again with each success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const user = userEvent.setup({ delay: null });
    await renderRoute('/Enqueries', { catalogue: spec });
    await fill(user);
    vi.setSystemTime(start + 2999);
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(stored()).toEqual([expect.objectContaining({ title: 'Asha Das', status: 'Available' })]);

    await fill(user);
    const clicked = performance.now();
    await user.click(submit());
    expect(submit()).toHaveTextContent('Sending…');
    expect(stored()).toHaveLength(1);
    await vi.waitFor(() => expect(stored()).toHaveLength(2), { timeout: 8000 });
    // The form's clock had not moved since the success: the whole 3 s were waited.
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(2990);
  });

  it('follows the config: minSeconds 10 makes a submit at 9 s wait its last second, then stores it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const user = userEvent.setup({ delay: null });
    await renderRoute('/Enqueries', { catalogue: loadedCatalogue(mutate(SPEC, 'minSeconds: 3\n', 'minSeconds: 10\n')) });
    await fill(user);
    vi.setSystemTime(start + 9000);
    const clicked = performance.now();
    await user.click(submit());
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
    expect(await screen.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent('Submited Successfuly!');
    expect(stored()).toHaveLength(1);
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(990);
  });

  it('does not hide the form\'s own refusals: a fast submit with a blank field still hears "All fields are mandatory!"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const user = userEvent.setup({ delay: null });
    await renderRoute('/Enqueries', { catalogue: spec });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are mandatory!');
  });
});

describe('the length limit shown under each field', { timeout: 20_000 }, () => {
  it('says how many characters of its maxLength are used, tied to the field by aria-describedby', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    const limits = { Name: 100, Mobile: 20, Email: 254, City: 100, Comment: 2000 };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label)).toHaveAttribute('maxlength', String(max));
      expect(field(label)).toHaveAccessibleDescription(`0 of ${max} characters`);
    }
    await user.type(field('Mobile'), '98300 00000');
    expect(field('Mobile')).toHaveAccessibleDescription('11 of 20 characters');
  });

  it('takes its words from texts.enquiry.lengthHint and its number from enquiries.fields[].maxLength', async () => {
    let yaml = mutate(SPEC, 'lengthHint: "{count} of {max} characters"', 'lengthHint: "At most {max} letters ({count} used)"');
    yaml = mutate(yaml, 'kind: tel, required: true, maxLength: 20 }', 'kind: tel, required: true, maxLength: 15 }');
    await renderRoute('/Enqueries', { catalogue: catalogueFrom(yaml) });
    expect(field('Mobile')).toHaveAttribute('maxlength', '15');
    expect(field('Mobile')).toHaveAccessibleDescription('At most 15 letters (0 used)');
  });
});

describe('a retry of the same submission', { timeout: 20_000 }, () => {
  it('keeps its token until it succeeds; the next enquiry gets a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { source, calls } = scriptedSource(['no answer within 20 s', 'offline', null, null]);
    await renderPage('/Enqueries', source);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('no answer within 20 s');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    await fill(user);
    await user.click(submit());
    await vi.waitFor(() => expect(calls).toHaveLength(4));

    const ids = calls.map((c) => c.token);
    for (const id of ids) expect(id).toMatch(ID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(calls[3]!.fields).toEqual(calls[0]!.fields);
  });

  it('gets a new token once the visitor changes what was sent: that is another enquiry', async () => {
    const user = userEvent.setup({ delay: null });
    const { source, calls } = scriptedSource(['offline', null]);
    await renderPage('/Enqueries', source);
    await fill(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await user.type(field('Comment'), ' In red.');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(calls.map((c) => c.fields.enquiry)).toEqual(['Do you have silk sarees?', 'Do you have silk sarees? In red.']);
    expect(calls[1]!.token).not.toBe(calls[0]!.token);
  });

  it('after a timeout whose write did land, leaves one enquiry in the demo store, not two', async () => {
    const user = userEvent.setup({ delay: null });
    const demo = createDemoSource();
    let first = true;
    // The first write lands but its answer is lost, as after a timeout.
    const source: CatalogueSource = {
      ...demo,
      addEnquiry: async (collection, enquiry, box) => {
        await demo.addEnquiry(collection, enquiry, box);
        if (first) {
          first = false;
          throw new Error('no answer within 20 s');
        }
      },
    };
    await renderPage('/Enqueries', source);
    await fill(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(stored()).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^\d+-1$/), token: expect.stringMatching(ID), title: 'Asha Das' }),
    ]);
  });
});
