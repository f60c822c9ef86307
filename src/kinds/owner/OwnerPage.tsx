import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { SignIn } from '../../components/owner/SignIn';
import { SignedInBar } from '../../components/owner/SignedInBar';
import { OwnerNav } from '../../components/owner/OwnerNav';
import type { OwnerTexts } from '../../components/owner/owner-texts';
import { ErrorText, QuietText, SecondaryButton } from '../../components/owner/owner-styles';
import type { PageCatalogue } from '../../catalogue/schema';
import type { OwnerSeam } from '../../data/owner/owner-seam';
import { useOwnerSession } from '../../data/owner/use-owner-session';
import { useSignIn } from '../../data/owner/use-sign-in';
import { shopLanguages } from '../../domain/shop-languages';
import { fillTemplate } from '../../domain/templates';
import type { OwnerConfig } from './kind';
import { OwnerInboxView } from './OwnerInboxView';
import { OwnerProductsView } from './OwnerProductsView';
import { signInFailureText } from './failure-text';
import { useOwnerSeam } from './owner-seam-state';

const Column = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 40rem;
  margin: 0 auto;
`;

interface Props {
  entry: OwnerConfig;
  catalogue: PageCatalogue<'owner'>;
}

/** The owner's page: sign in, then the enquiries; in demo mode, the demo owner over this browser's enquiries. */
export function OwnerPage({ entry, catalogue }: Props) {
  const { texts } = entry;
  const { enquiries, site, settings } = catalogue;
  // The config check asks for the enquiry form with owners; without it there is nothing to answer.
  if (!enquiries) throw new Error('the owner\'s pages need the "enquiries" block of the catalogue');
  const [attempt, setAttempt] = useState(0);
  const seam = useOwnerSeam(
    {
      collection: enquiries.collection,
      dailyLimit: enquiries.dailyLimit,
      utcOffsetMinutes: site.utcOffsetMinutes,
      ...(catalogue.locales ? { languages: shopLanguages(catalogue).map((l) => l.key) } : {}),
    },
    settings.writeTimeoutMs,
    attempt,
    site,
  );
  return (
    <Container>
      <Column>
        <PageHeading>{entry.title}</PageHeading>
        {seam.status === 'opening' && <QuietText role="status">{texts.signIn.completing}</QuietText>}
        {seam.status === 'failed' && (
          <>
            <ErrorText role="alert">{fillTemplate(texts.failure.failed, { message: seam.message })}</ErrorText>
            <SecondaryButton type="button" onClick={() => setAttempt((n) => n + 1)}>
              {texts.inbox.retry}
            </SecondaryButton>
          </>
        )}
        {seam.status === 'open' && (
          <Session seam={seam.seam} texts={texts} catalogue={catalogue} enquiries={enquiries} route={entry.route} />
        )}
      </Column>
    </Container>
  );
}

interface SessionProps {
  /** The owner's pages' address (`owner.route`): the inbox, with the products under it. */
  route: string;
  seam: OwnerSeam;
  texts: OwnerTexts;
  catalogue: PageCatalogue<'owner'>;
  enquiries: NonNullable<PageCatalogue<'owner'>['enquiries']>;
}

/** Who is signed in: the sign-in panel, or the bar, the switch, and the inbox or the products. */
function Session({ seam, texts, catalogue, enquiries, route }: SessionProps) {
  const { pathname } = useLocation();
  const { auth, inbox } = seam;
  const session = useOwnerSession(auth);
  const signIn = useSignIn(auth);
  const signOut = useCallback(() => void auth.signOut(), [auth]);
  if (session.status === 'checking') return <QuietText role="status">{texts.signIn.completing}</QuietText>;
  if (session.status === 'signedOut')
    return (
      <SignIn
        texts={texts}
        shop={catalogue.shop.name}
        mode={auth.mode}
        step={signIn.step}
        sentTo={signIn.sentTo}
        {...(signIn.failure ? { error: signInFailureText(texts, signIn.failure) } : {})}
        onSendLink={(email) => signIn.sendLink(email)}
        onConfirm={(email) => signIn.confirmEmail(email)}
        onGoogle={() => signIn.signInWithGoogle()}
        onDemo={() => signIn.signInAsDemo()}
        onRestart={() => signIn.restart()}
      />
    );
  const products = `${route}/products`;
  const section = pathname === products || pathname.startsWith(`${products}/`) ? 'products' : 'enquiries';
  // What both of the signed-in owner's views are given: the words, who is signed in, the shop, and a way out.
  const signedIn = { texts, email: session.user.email, catalogue, onSignedOut: signOut };
  return (
    <>
      <SignedInBar texts={texts} email={session.user.email} demo={auth.mode === 'demo'} onSignOut={signOut} />
      <OwnerNav texts={texts} hrefs={{ enquiries: route, products }} current={section} />
      {/* Matched by hand, not with <Routes>: see OwnerProductsView. Any other address shows the enquiries. */}
      {section === 'products' ? (
        <OwnerProductsView seam={seam} base={products} {...signedIn} />
      ) : (
        <OwnerInboxView inbox={inbox} enquiries={enquiries} {...signedIn} />
      )}
    </>
  );
}
