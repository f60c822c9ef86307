import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useCatalogue } from '../../app/catalogue-context';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { StatusMessage } from '../../components/feedback/StatusMessage';
import { SiteLayout } from '../layout/SiteLayout';

/** Route error boundary: a failing page keeps the chrome and says so, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { catalogue } = useCatalogue();
  const t = catalogue.texts.pageError;
  useEffect(() => console.error('[catalogue] page failed:', error), [error]);
  return (
    <SiteLayout>
      <Container>
        <PageHeading>{t.title}</PageHeading>
        <StatusMessage tone="error">
          <span>{t.body}</span>
          <button type="button" onClick={() => window.location.reload()}>
            {t.reload}
          </button>
        </StatusMessage>
      </Container>
    </SiteLayout>
  );
}
