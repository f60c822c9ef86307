import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useCatalogue } from './catalogue-context';
import { Container } from '../components/page/Container';
import { PageHeading } from '../components/page/PageHeading';
import { StatusMessage } from '../components/feedback/StatusMessage';

/**
 * Route error boundary: only the page body. As a page's boundary it renders
 * inside the layout's <main>, so a failing page keeps the one chrome; as the
 * root's, the chrome itself failed and is not drawn again.
 */
export function RouteError() {
  const error = useRouteError();
  const { catalogue } = useCatalogue();
  const t = catalogue.texts.pageError;
  useEffect(() => console.error('[catalogue] page failed:', error), [error]);
  return (
    <Container>
      <PageHeading>{t.title}</PageHeading>
      <StatusMessage tone="error">
        <span>{t.body}</span>
        <button type="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </StatusMessage>
    </Container>
  );
}
