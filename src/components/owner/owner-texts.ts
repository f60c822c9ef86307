/**
 * Every word the owner's pages show, with its placeholders: one block, so it can become a YAML block of
 * its own (each key an engine text) when the owner's page kind is wired. No component of the owner's
 * side writes a word of its own.
 */
export interface OwnerTexts {
  signIn: {
    /** The sign-in panel's heading, e.g. "Sign in". */
    heading: string;
    /** Under the heading; {shop}. */
    intro: string;
    /** The e-mail field's label. */
    emailLabel: string;
    /** Asked when the field is sent empty. */
    emailMissing: string;
    /** The button that e-mails a sign-in link. */
    sendLink: string;
    /** The same button while the link is sent. */
    sending: string;
    /** After sending: "check your e-mail"; {email}. */
    sent: string;
    /** Back to the form from `sent`, for another address. */
    otherAddress: string;
    /** A link opened in another browser or app: why the address is asked again. */
    confirmIntro: string;
    /** The button that finishes such a link. */
    confirm: string;
    /** While a link or Google's redirect is being finished. */
    completing: string;
    /** Between the e-mail link and Google. */
    or: string;
    /** The Google button. */
    google: string;
    /** Demo mode's notice: there is no real sign-in, and what the inbox holds. */
    demoNotice: string;
    /** The demo's one button, e.g. "Sign in as the demo owner". */
    demo: string;
  };
  session: {
    /** Who is signed in; {email}. */
    signedInAs: string;
    signOut: string;
    /** Beside the address in demo mode, e.g. "Demo". */
    demoBadge: string;
  };
  /** A signed-in account that is not an owner: one sentence; {email} and {shop}. */
  notOwner: string;
  inbox: {
    heading: string;
    /** Names the status filter for screen readers. */
    filterLabel: string;
    /** The filter's first choice: every status. */
    all: string;
    /** A filter choice with its count; {status} and {count}. Without a count, the status alone. */
    filterOption: string;
    /** Enquiries of the status new ones get; {count}. */
    newCount: string;
    /** Today's box; {count} and {limit}. */
    today: string;
    /** Today's box when it is full; {count} and {limit}. */
    todayFull: string;
    loading: string;
    /** No enquiries at all. */
    empty: string;
    /** None of the chosen status; {status}. */
    emptyStatus: string;
    retry: string;
    more: string;
    loadingMore: string;
    /** Under the list; {shown} and {total}. */
    shown: string;
    /** The CSV button, for what the list shows; {count}. */
    exportCsv: string;
  };
  card: {
    /** When it came; {time} in the shop's time zone. */
    received: string;
    /** An enquiry stored before times were kept. */
    noTime: string;
    /** An enquiry with no value to name it by; {id}. */
    unnamed: string;
    /** In place of an empty field's value. */
    emptyValue: string;
    /** The reply link (chat). */
    reply: string;
    /** The reply's message, from the shop; {shop} and any field's stored name, e.g. {title}. */
    replyMessage: string;
    /** In a shop of several languages: the language the visitor wrote in (their page's); {language}, its label. */
    language: string;
    /** Names a phone link for screen readers; {label} and {value} (the number, which the link shows). */
    call: string;
    /** Names an e-mail link for screen readers; {label} and {value} (the address, which the link shows). */
    mail: string;
    /** The status select's label. */
    status: string;
    /** A stored status the list does not have; {status}. */
    unlistedStatus: string;
    saving: string;
    saved: string;
    /** A save that failed; {reason}. What was chosen or typed stays. */
    notSaved: string;
    /** Sends a failed save again. */
    saveAgain: string;
    /** The private note's label. */
    note: string;
    /** Under the note; {count} and {limit}. */
    noteHint: string;
    saveNote: string;
    /** The delete button, naming the enquiry (every card has one); {name}. */
    remove: string;
    /** The confirmation; {name} and {time}. */
    removeQuestion: string;
    removeConfirm: string;
    removeCancel: string;
    removing: string;
    /** A delete that failed; {reason}. */
    notRemoved: string;
  };
  /** The switch between the owner's pages, at the top of each. */
  nav: {
    /** Names the switch for screen readers. */
    label: string;
    /** The link to the enquiries. */
    enquiries: string;
    /** The link to the products. */
    products: string;
  };
  /** One list's products, as the owner keeps them (the shelf), and the product form (`form`). */
  products: {
    /** Names the chooser of lists for screen readers. */
    listsLabel: string;
    /** The button that opens an empty product form. */
    add: string;
    /** The search box's label; {list} (the list's title). */
    search: string;
    /** The count against the display window; {shown} (on the public list), {limit} (`limit`) and {hidden}. */
    count: string;
    /** The badge of a hidden product. */
    hidden: string;
    /** The badge of a product past the display window; {limit}. */
    pastWindow: string;
    /** A product without a title (one with a photo only, or a broken document); {id}. */
    untitled: string;
    /** Above what the public list repairs in a product it shows. */
    repaired: string;
    /** One thing the site found in a product; {field} (its stored name) and {message} (the reader's words). */
    finding: string;
    /** The heading of the documents the public list skips. */
    skipped: string;
    /** Under that heading: what to do about them. */
    skippedIntro: string;
    /** Opens the product form on a product; {title} may be used. */
    edit: string;
    /** Opens the product form on a skipped document, to mend it; {title} may be used. */
    mend: string;
    /** Hides a shown product; {title} may be used. */
    hide: string;
    /** Shows a hidden product again; {title} may be used. */
    show: string;
    /** The delete button; {title} may be used. */
    remove: string;
    /** The confirmation, naming the product; {title}. */
    removeQuestion: string;
    removeConfirm: string;
    removeCancel: string;
    removing: string;
    /** A delete that failed; {reason}. */
    notRemoved: string;
    saving: string;
    /** After a save (hide, show or the form): where the change is live. */
    saved: string;
    /** Hide or show that failed; {reason}. */
    notSaved: string;
    /** Sends a failed save again. */
    saveAgain: string;
    loading: string;
    /** A list with no products. */
    empty: string;
    /** No product matches the search; {query}. */
    noMatch: string;
    retry: string;
    form: {
      /** The heading of a new product's form; {list} (the list's title). */
      addHeading: string;
      /** The heading of an edit; {title}. */
      editHeading: string;
      /** The title field's label. */
      title: string;
      /** The description field's label. */
      des: string;
      /** The price field's label, where the list shows prices; {currency} (its symbol, e.g. ₹). */
      price: string;
      /** Under a text field; {count} and {limit}. */
      length: string;
      /** In a shop of several languages: the title field in another language; {language}, its label. */
      titleIn: string;
      /** The same for the description; {language}. */
      desIn: string;
      /** Under a text field in another language; {count}, {limit} and {language}: left empty, its pages show the default text. */
      lengthIn: string;
      /** The photo field's label. */
      photo: string;
      /** Under the photo field: camera or gallery, resized on the phone, its location left out. */
      photoHint: string;
      /** The preview's alternative text. */
      photoAlt: string;
      /** The button that offers the camera or the phone's photos. */
      pick: string;
      removePhoto: string;
      /** The checkbox that keeps the product off the public pages. */
      hidden: string;
      /** Under it: hidden means not shown, not secret. */
      hiddenHint: string;
      save: string;
      cancel: string;
      /** Back to the list, once saved. */
      back: string;
      /** While the chosen photo is resized on the phone. */
      preparing: string;
      /** While the photo's files are sent. */
      uploading: string;
      /** Names one file's progress bar; {number} and {count}. */
      file: string;
      /** An upload that failed; {reason}. What was typed stays. */
      uploadFailed: string;
      /** A save that failed; {reason}. What was typed stays. */
      notSaved: string;
      /** Before adding to a list at its display window; {limit} and {title} (the product it pushes out). */
      full: string;
      /** On an edit of a document with fields the site does not use; {fields}. */
      unknownFields: string;
    };
  };
  /** Why a read or save failed, by kind (src/data/owner/failure.ts); `failed` has {message}. */
  failure: { offline: string; signedOut: string; notOwner: string; refused: string; gone: string; failed: string };
  /** Why a sign-in step failed, by kind (src/data/owner/owner-auth.ts); `failed` has {message}. */
  signInFailure: {
    offline: string;
    invalidEmail: string;
    linkExpired: string;
    notAllowed: string;
    tooMany: string;
    cancelled: string;
    failed: string;
  };
}
