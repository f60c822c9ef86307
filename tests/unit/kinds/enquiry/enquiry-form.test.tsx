import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDemoSource, ENQUIRIES_KEY } from '../../../../src/data/demo/demo-source';
import type { CatalogueSource, EnquiryBox, EnquirySubmission } from '../../../../src/data/source';
import { SPEC, catalogueFrom, mutate } from '../../../support/catalogue';
import { renderRoute } from '../../../support/render-route';
import { ANSWERS, renderPage } from '../../../support/render-page';

const LABELS = ['Name', 'Mobile', 'Email', 'City', 'Comment'] as const;
const HTML = '<img src=x onerror=alert(1)>';

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /^(Submit|Sending…)$/ });
const stored = (): unknown[] => JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]') as unknown[];

async function fill(user: UserEvent, answers: Partial<Record<(typeof LABELS)[number], string>>) {
  for (const [label, value] of Object.entries(answers)) if (value) await user.type(field(label), value);
}

/** A source whose writes wait until the test settles them, recording what was sent. */
function controlledSource() {
  const calls: { collection: string; enquiry: EnquirySubmission; box: EnquiryBox }[] = [];
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const source: CatalogueSource = {
    ...createDemoSource(),
    addEnquiry: (collection, enquiry, box) => {
      calls.push({ collection, enquiry, box });
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
  };
  return { source, calls, settle: () => settle! };
}

describe('enquiry form on /Enqueries', { timeout: 20_000 }, () => {
  it('shows breadcrumb, heading, intro and five visibly labelled fields, Comment a textarea', async () => {
    const { main } = await renderPage('/Enqueries');
    expect(within(main).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeEnqueries');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Send us an enquiry');
    expect(within(main).getByText('Tell us what you are looking for and we will call you back.')).toBeInTheDocument();
    for (const label of LABELS) {
      const input = field(label);
      expect(main.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(label);
      expect(input).toHaveValue('');
    }
    expect(field('Comment').tagName).toBe('TEXTAREA');
    expect(field('Mobile')).toHaveAttribute('type', 'tel');
    expect(field('Email')).toHaveAttribute('type', 'text');
    expect(field('Email')).toHaveAttribute('inputmode', 'email');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(main.querySelector('form')).toHaveAttribute('novalidate');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('any blank field (spaces count as blank) → red "All fields are mandatory!" and nothing is stored', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are mandatory!');
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();

    await fill(user, { ...ANSWERS, City: '   ' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are mandatory!');
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
    expect(field('Name')).toHaveValue('Asha Das');
  });

  it('success → green status "Submited Successfuly!", the exact document in localStorage (blanks at either end dropped), fields cleared', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user, { ...ANSWERS, Name: '  Asha Das ' });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(screen.queryByRole('alert')).toBeNull();
    const docs = stored();
    expect(docs).toEqual([
      {
        id: expect.stringMatching(/^\d+-1$/),
        day: expect.any(Number),
        seq: 1,
        token: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        title: 'Asha Das',
        mobile: '98300 00000',
        emailaddress: 'asha@example.com',
        city: 'Krishnanagar',
        enquiry: 'Do you have silk sarees?',
        status: 'Available',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    for (const label of LABELS) expect(field(label)).toHaveValue('');
  });

  it('sends through the data seam to Online-Enqueries; the button is disabled and says "Sending…" while in flight', async () => {
    const user = userEvent.setup({ delay: null });
    const { source, calls, settle } = controlledSource();
    await renderPage('/Enqueries', source);
    await fill(user, ANSWERS);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Sending…');
    await user.click(submit());
    await user.type(field('City'), '{Enter}');
    expect(calls).toEqual([
      {
        collection: 'Online-Enqueries',
        box: { dailyLimit: 200, utcOffsetMinutes: 330 },
        enquiry: {
          token: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
          fields: {
            title: 'Asha Das',
            mobile: '98300 00000',
            emailaddress: 'asha@example.com',
            city: 'Krishnanagar',
            enquiry: 'Do you have silk sarees?',
          },
          status: 'Available',
        },
      },
    ]);
    settle().resolve();
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Submit');
  });

  it('failure → red alert with the real error message, and everything typed stays in the form', async () => {
    const user = userEvent.setup({ delay: null });
    const source: CatalogueSource = {
      ...createDemoSource(),
      addEnquiry: () => Promise.reject(new Error('quota exceeded')),
    };
    await renderPage('/Enqueries', source);
    await fill(user, ANSWERS);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your enquiry was not sent (quota exceeded). Your text is still in the form; please try again.');
    expect(screen.queryByRole('status')).toBeNull();
    for (const label of LABELS) expect(field(label)).toHaveValue(ANSWERS[label]);
    expect(submit()).toBeEnabled();
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
  });

  it('a failure after a pending write keeps the input too, and a retry can then succeed', async () => {
    const user = userEvent.setup({ delay: null });
    const { source, settle } = controlledSource();
    await renderPage('/Enqueries', source);
    await fill(user, ANSWERS);
    await user.click(submit());
    settle().reject(new Error('permission-denied: Missing or insufficient permissions.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('permission-denied: Missing or insufficient permissions.');
    expect(field('Comment')).toHaveValue(ANSWERS.Comment);
    await user.click(submit());
    settle().resolve();
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Comment')).toHaveValue('');
  });

  it('alerts close with their Close button, and closing clears them', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await user.click(submit());
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('All fields are mandatory!')).toBeNull();
    expect(submit()).toHaveFocus();

    await fill(user, ANSWERS);
    await user.click(submit());
    const status = await screen.findByRole('status');
    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Submited Successfuly!')).toBeNull();
  });

  it('stores typed HTML verbatim and never renders it as markup', async () => {
    const user = userEvent.setup({ delay: null });
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderPage('/Enqueries');
    // E-mail and Mobile must have their formats (markup is neither), so the free-text fields carry it.
    await fill(user, { ...ANSWERS, Name: HTML, City: HTML, Comment: HTML });
    await user.click(submit());
    await screen.findByRole('status');
    expect(stored()).toEqual([expect.objectContaining({ title: HTML, city: HTML, enquiry: HTML })]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('on failure, typed HTML stays in the fields as text, not markup', async () => {
    const user = userEvent.setup({ delay: null });
    const source: CatalogueSource = { ...createDemoSource(), addEnquiry: () => Promise.reject(new Error(HTML)) };
    await renderPage('/Enqueries', source);
    await fill(user, { ...ANSWERS, Comment: HTML });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your enquiry was not sent (${HTML}).`);
    expect(field('Comment')).toHaveValue(HTML);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('enquiry form limits from enquiries.fields', { timeout: 20_000 }, () => {
  it('caps each field at its maxLength and marks it required, as the config says', async () => {
    await renderPage('/Enqueries');
    const limits = { Name: 100, Mobile: 20, Email: 254, City: 100, Comment: 2000 };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label)).toHaveAttribute('maxlength', String(max));
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('a text longer than maxLength (put there by autofill or a script) → the tooLong message naming the field, nothing stored', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user, ANSWERS);
    fireEvent.change(field('Name'), { target: { value: 'A'.repeat(101) } });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Name can be at most 100 characters long.');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
  });

  it('an e-mail field without an address → the invalidEmail message; fixing it clears the mark and sends', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user, { ...ANSWERS, Email: 'asha at example' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Email does not look like an e-mail address.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
  });

  it('follows another config: its labels, an optional field left blank, exactly its field names stored', async () => {
    const user = userEvent.setup({ delay: null });
    const city = '    - { name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }\n';
    const company = '    - { name: company_name, label: Company, kind: text, maxLength: 80 }\n';
    const catalogue = catalogueFrom(mutate(SPEC, city, company));
    await renderRoute('/Enqueries', { catalogue });
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(field('Company')).toHaveAttribute('maxlength', '80');
    expect(field('Company')).not.toHaveAttribute('aria-required');
    expect(field('Company')).toHaveAttribute('name', 'company_name');
    await fill(user, { ...ANSWERS, City: '' });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Submited Successfuly!');
    expect(stored()).toEqual([
      {
        id: expect.any(String),
        day: expect.any(Number),
        seq: 1,
        token: expect.any(String),
        title: 'Asha Das',
        mobile: '98300 00000',
        emailaddress: 'asha@example.com',
        company_name: '',
        enquiry: 'Do you have silk sarees?',
        status: 'Available',
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe('enquiry form in the ENQUERIES tab', { timeout: 20_000 }, () => {
  it('is the same form, sending through the same seam', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/contact-us');
    await user.click(screen.getByRole('tab', { name: 'ENQUERIES' }));
    const panel = screen.getByRole('tabpanel');
    await fill(user, ANSWERS);
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Submited Successfuly!');
    await waitFor(() => expect(stored()).toHaveLength(1));
  });
});
