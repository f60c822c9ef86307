import { z } from 'zod';
import { engineText } from '../../config/engine-text.ts';

// Every word of the owner's pages (src/components/owner/owner-texts.ts names each), an engine text each:
// a shop that writes none gets the English, and check-config lists each one it falls back to.
export const ownerTextsSchema = z
  .strictObject({
    signIn: z
      .strictObject({
        heading: engineText('Sign in').describe('The sign-in panel\'s heading, e.g. "Sign in".'),
        intro: engineText('Sign in to answer the enquiries sent to {shop}.').describe('Under the heading; {shop}.'),
        emailLabel: engineText('Your e-mail address').describe("The e-mail field's label."),
        emailMissing: engineText('Type your e-mail address.').describe('Asked when the field is sent empty.'),
        sendLink: engineText('E-mail me a sign-in link').describe('The button that e-mails a sign-in link.'),
        sending: engineText('Sending the link…').describe('The same button while the link is sent.'),
        sent: engineText('Check your e-mail: a sign-in link is on its way to {email}. Open it on this phone.').describe(
          'After sending: "check your e-mail"; {email}.',
        ),
        otherAddress: engineText('Use another address').describe('Back to the form from `sent`, for another address.'),
        confirmIntro: engineText(
          'This link was opened in another browser or app. Type your e-mail address again to finish signing in.',
        ).describe('A link opened in another browser or app: why the address is asked again.'),
        confirm: engineText('Finish signing in').describe('The button that finishes such a link.'),
        completing: engineText('Signing in…').describe("While a link or Google's redirect is being finished."),
        or: engineText('or').describe('Between the e-mail link and Google.'),
        google: engineText('Sign in with Google').describe('The Google button.'),
        demoNotice: engineText(
          "Demo mode: this site has no Firebase settings, so there is no real sign-in. The inbox shows the enquiries this browser's demo form sent, and your changes stay in this browser.",
        ).describe("Demo mode's notice: there is no real sign-in, and what the inbox holds."),
        demo: engineText('Sign in as the demo owner').describe('The demo\'s one button, e.g. "Sign in as the demo owner".'),
      })
      .prefault({})
      .describe('The sign-in panel.'),
    session: z
      .strictObject({
        signedInAs: engineText('Signed in as {email}').describe('Who is signed in; {email}.'),
        signOut: engineText('Sign out').describe('The sign-out button.'),
        demoBadge: engineText('Demo').describe('Beside the address in demo mode, e.g. "Demo".'),
      })
      .prefault({})
      .describe('The bar that says who is signed in.'),
    notOwner: engineText('{email} is not an owner of {shop}: sign out and use the address the shop listed.').describe(
      'A signed-in account that is not an owner: one sentence; {email} and {shop}.',
    ),
    inbox: z
      .strictObject({
        heading: engineText('Enquiries').describe("The inbox's heading."),
        filterLabel: engineText('Show enquiries').describe('Names the status filter for screen readers.'),
        all: engineText('All').describe("The filter's first choice: every status."),
        filterOption: engineText('{status} ({count})').describe(
          'A filter choice with its count; {status} and {count}. Without a count, the status alone.',
        ),
        newCount: engineText('{count} new').describe('Enquiries of the status new ones get; {count}.'),
        today: engineText('{count} of {limit} today').describe("Today's box; {count} and {limit}."),
        todayFull: engineText('The enquiry box is full today ({count} of {limit}): later visitors are asked to call or chat.').describe(
          "Today's box when it is full; {count} and {limit}.",
        ),
        loading: engineText('Loading the enquiries…').describe('While the enquiries are read.'),
        empty: engineText('No enquiries yet.').describe('No enquiries at all.'),
        emptyStatus: engineText('No enquiries with the status {status}.').describe('None of the chosen status; {status}.'),
        retry: engineText('Retry').describe('Reads them again after a failure.'),
        more: engineText('More').describe('Shows the next 25.'),
        loadingMore: engineText('Loading more…').describe('While the next 25 are read.'),
        shown: engineText('{shown} of {total} shown').describe('Under the list; {shown} and {total}.'),
        exportCsv: engineText('Download these {count} as CSV').describe('The CSV button, for what the list shows; {count}.'),
      })
      .prefault({})
      .describe('The inbox: filter, counts, the list and the CSV export.'),
    card: z
      .strictObject({
        received: engineText('Received {time}').describe("When it came; {time} in the shop's time zone."),
        noTime: engineText('Time not recorded').describe('An enquiry stored before times were kept.'),
        unnamed: engineText('Enquiry {id}').describe('An enquiry with no value to name it by; {id}.'),
        emptyValue: engineText('(empty)').describe("In place of an empty field's value."),
        reply: engineText('Reply on WhatsApp').describe('The reply link (chat).'),
        replyMessage: engineText('Hello {title}, this is {shop} about your enquiry.').describe(
          "The reply's message, from the shop; {shop} and any field's stored name, e.g. {title}.",
        ),
        language: engineText('Written in {language}').describe(
          "In a shop of several languages: the language the visitor wrote in (their page's); {language}, its label.",
        ),
        call: engineText('Call {label}: {value}').describe(
          'Names a phone link for screen readers; {label} and {value} (the number, which the link shows).',
        ),
        mail: engineText('E-mail {label}: {value}').describe(
          'Names an e-mail link for screen readers; {label} and {value} (the address, which the link shows).',
        ),
        status: engineText('Status').describe("The status select's label."),
        unlistedStatus: engineText('{status} (not in the list)').describe('A stored status the list does not have; {status}.'),
        saving: engineText('Saving…').describe('While a change is saved.'),
        saved: engineText('Saved.').describe('After a change was saved.'),
        notSaved: engineText('Not saved: {reason} What you chose is still here.').describe(
          'A save that failed; {reason}. What was chosen or typed stays.',
        ),
        saveAgain: engineText('Try again').describe('Sends a failed save again.'),
        note: engineText('Private note').describe("The private note's label."),
        noteHint: engineText('{count} of {limit} characters; only owners see it.').describe('Under the note; {count} and {limit}.'),
        saveNote: engineText('Save note').describe('Saves the private note.'),
        remove: engineText('Delete the enquiry from {name}').describe(
          'The delete button, naming the enquiry (every card has one); {name}.',
        ),
        removeQuestion: engineText('Delete the enquiry from {name}, received {time}? It cannot be undone.').describe(
          'The confirmation; {name} and {time}.',
        ),
        removeConfirm: engineText('Delete it').describe('Confirms the delete.'),
        removeCancel: engineText('Keep it').describe('Cancels the delete.'),
        removing: engineText('Deleting…').describe('While the enquiry is deleted.'),
        notRemoved: engineText('Not deleted: {reason}').describe('A delete that failed; {reason}.'),
      })
      .prefault({})
      .describe('One enquiry.'),
    nav: z
      .strictObject({
        label: engineText("The owner's pages").describe('Names the switch for screen readers.'),
        enquiries: engineText('Enquiries').describe('The link to the enquiries.'),
        products: engineText('Products').describe('The link to the products.'),
      })
      .prefault({})
      .describe("The switch between the owner's pages, at the top of each."),
    products: z
      .strictObject({
        listsLabel: engineText('Lists').describe('Names the chooser of lists for screen readers.'),
        add: engineText('Add a product').describe('The button that opens an empty product form.'),
        search: engineText('Search {list}').describe("The search box's label; {list} (the list's title)."),
        count: engineText('{shown} shown on the public list of at most {limit}; {hidden} hidden').describe(
          'The count against the display window; {shown} (on the public list), {limit} (`limit`) and {hidden}.',
        ),
        hidden: engineText('Hidden').describe('The badge of a hidden product.'),
        pastWindow: engineText('Not on the public list, which shows the first {limit}').describe(
          'The badge of a product past the display window; {limit}.',
        ),
        untitled: engineText('Untitled ({id})').describe('A product without a title (one with a photo only, or a broken document); {id}.'),
        repaired: engineText('Shown, but the site repairs it:').describe('Above what the public list repairs in a product it shows.'),
        finding: engineText('{field}: {message}').describe(
          "One thing the site found in a product; {field} (its stored name) and {message} (the reader's words).",
        ),
        skipped: engineText('Not shown: the site skips these').describe('The heading of the documents the public list skips.'),
        skippedIntro: engineText('Each has a fault the public list cannot repair: mend it, or delete it.').describe(
          'Under that heading: what to do about them.',
        ),
        edit: engineText('Edit').describe('Opens the product form on a product; {title} may be used.'),
        mend: engineText('Mend').describe('Opens the product form on a skipped document, to mend it; {title} may be used.'),
        hide: engineText('Hide').describe('Hides a shown product; {title} may be used.'),
        show: engineText('Show').describe('Shows a hidden product again; {title} may be used.'),
        remove: engineText('Delete').describe('The delete button; {title} may be used.'),
        removeQuestion: engineText('Delete “{title}”? Its photos go with it, and it cannot be undone.').describe(
          'The confirmation, naming the product; {title}.',
        ),
        removeConfirm: engineText('Delete it').describe('Confirms the delete.'),
        removeCancel: engineText('Keep it').describe('Cancels the delete.'),
        removing: engineText('Deleting…').describe('While the product is deleted.'),
        notRemoved: engineText('Not deleted: {reason}').describe('A delete that failed; {reason}.'),
        saving: engineText('Saving…').describe('While a change is saved.'),
        saved: engineText('Saved. Visitors see it now; the pre-rendered pages at the next build and deploy.').describe(
          'After a save (hide, show or the form): where the change is live.',
        ),
        notSaved: engineText('Not saved: {reason}').describe('Hide or show that failed; {reason}.'),
        saveAgain: engineText('Try again').describe('Sends a failed save again.'),
        loading: engineText('Loading the products…').describe("While the list's products are read."),
        empty: engineText('No products in this list yet.').describe('A list with no products.'),
        noMatch: engineText('No product matches “{query}”.').describe('No product matches the search; {query}.'),
        retry: engineText('Retry').describe('Reads them again after a failure.'),
        form: z
          .strictObject({
            addHeading: engineText('Add a product to {list}').describe("The heading of a new product's form; {list} (the list's title)."),
            editHeading: engineText('Edit “{title}”').describe('The heading of an edit; {title}.'),
            title: engineText('Title').describe("The title field's label."),
            des: engineText('Description').describe("The description field's label."),
            price: engineText('Price ({currency})').describe(
              "The price field's label, where the list shows prices; {currency} (its symbol, e.g. ₹).",
            ),
            length: engineText('{count} of {limit} characters').describe('Under a text field; {count} and {limit}.'),
            titleIn: engineText('Title in {language}').describe(
              'In a shop of several languages: the title field in another language; {language}, its label.',
            ),
            desIn: engineText('Description in {language}').describe('The same for the description; {language}.'),
            lengthIn: engineText('{count} of {limit} characters. Left empty: the pages in {language} show the default text.').describe(
              'Under a text field in another language; {count}, {limit} and {language}: left empty, its pages show the default text.',
            ),
            photo: engineText('Photo').describe("The photo field's label."),
            photoHint: engineText(
              'Take a photo or choose one. This phone makes it smaller before sending it, and leaves out its location.',
            ).describe('Under the photo field: camera or gallery, resized on the phone, its location left out.'),
            photoAlt: engineText("The product's photo").describe("The preview's alternative text."),
            pick: engineText('Take or choose a photo').describe("The button that offers the camera or the phone's photos."),
            removePhoto: engineText('Remove the photo').describe('Takes the photo off the product.'),
            hidden: engineText('Hidden: keep it off the public pages').describe(
              'The checkbox that keeps the product off the public pages.',
            ),
            hiddenHint: engineText('Hidden means not shown, not secret: anyone may still read the data.').describe(
              'Under it: hidden means not shown, not secret.',
            ),
            save: engineText('Save').describe('Saves the product.'),
            cancel: engineText('Cancel').describe('Leaves the form without saving.'),
            back: engineText('Back to the list').describe('Back to the list, once saved.'),
            preparing: engineText('Preparing the photo…').describe('While the chosen photo is resized on the phone.'),
            uploading: engineText('Sending the photo…').describe("While the photo's files are sent."),
            file: engineText('File {number} of {count}').describe("Names one file's progress bar; {number} and {count}."),
            uploadFailed: engineText('The photo was not sent: {reason} What you typed is still here.').describe(
              'An upload that failed; {reason}. What was typed stays.',
            ),
            notSaved: engineText('Not saved: {reason} What you typed is still here.').describe(
              'A save that failed; {reason}. What was typed stays.',
            ),
            full: engineText('This list shows at most {limit} products: adding this one takes “{title}” off the public list.').describe(
              'Before adding to a list at its display window; {limit} and {title} (the product it pushes out).',
            ),
            unknownFields: engineText('This product has fields the site does not use: {fields}. Saving removes them.').describe(
              'On an edit of a document with fields the site does not use; {fields}.',
            ),
          })
          .prefault({})
          .describe('The product form: add or edit one product, with its photo.'),
      })
      .prefault({})
      .describe("One list's products, as the owner keeps them (the shelf), and the product form (`form`)."),
    failure: z
      .strictObject({
        offline: engineText('No connection: nothing was saved. Check the connection and try again.').describe(
          'No connection: the read or save did not reach the database.',
        ),
        signedOut: engineText('Your sign-in has ended: sign in again.').describe(
          'The sign-in has ended (expired or signed out elsewhere).',
        ),
        notOwner: engineText("This account may not read or change the shop's enquiries and products.").describe(
          'The signed-in account is not an owner: the rules refused the read.',
        ),
        refused: engineText('The database refused the change.').describe('The rules refused the change.'),
        gone: engineText('It was deleted elsewhere: on another phone, or in the Firebase console.').describe(
          'The enquiry or product was deleted elsewhere (another phone, the CLI, the console).',
        ),
        failed: engineText('Something went wrong: {message}').describe('Any other failure; {message}.'),
      })
      .prefault({})
      .describe('Why a read or save failed, by kind (src/data/owner/failure.ts); `failed` has {message}.'),
    signInFailure: z
      .strictObject({
        offline: engineText('No connection: check it and try again.').describe('No connection while signing in.'),
        invalidEmail: engineText('That is not the e-mail address the link was sent to.').describe(
          'The address typed again is not the one the link was sent to.',
        ),
        linkExpired: engineText('This sign-in link has expired or was used already: ask for a new one.').describe(
          'The link has expired or was used.',
        ),
        notAllowed: engineText('This way of signing in is not turned on for this site.').describe(
          'The sign-in method is not turned on in the Firebase project.',
        ),
        tooMany: engineText('Too many tries: wait a few minutes and try again.').describe('Too many tries.'),
        cancelled: engineText('Sign-in was cancelled.').describe('The visitor cancelled the sign-in.'),
        failed: engineText('Sign-in failed: {message}').describe('Any other sign-in failure; {message}.'),
      })
      .prefault({})
      .describe('Why a sign-in step failed, by kind (src/data/owner/owner-auth.ts); `failed` has {message}.'),
  })
  .prefault({})
  .describe("The words of the owner's pages: sign-in, the inbox and each enquiry, the products and the product form.");
