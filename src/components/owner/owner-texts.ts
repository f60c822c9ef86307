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
