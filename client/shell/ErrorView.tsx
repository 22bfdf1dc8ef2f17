import { isRouteErrorResponse, Link } from 'react-router-dom';
import { isBot, type PageError } from './errors.ts';
import { usePageTitle } from './title.ts';

const HEADINGS = ['Master Spark hit the server.', 'A fairy tripped over the cables.', 'Something went bump in the Scarlet Devil Mansion.'];

export function toPageError(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    const body = (error.data ?? {}) as { message?: string; context?: string };
    return {
      statusCode: error.status,
      statusMessage: error.statusText || (error.status === 404 ? 'Page Not Found!' : 'Error'),
      message: body.message ?? String(error.data ?? ''),
      context: body.context,
    };
  }
  if (error instanceof Error) {
    const status = (error as { status?: number }).status;
    return {
      statusCode: status ?? 500,
      statusMessage: status === 404 ? 'Page Not Found!' : 'Internal Server Error',
      message: error.message,
      stack: error.stack,
    };
  }
  return { statusCode: 500, statusMessage: 'Internal Server Error', message: String(error) };
}

export function ErrorView({ error }: { error: PageError }) {
  const notFound = error.statusCode === 404;
  usePageTitle(notFound ? 'Page not found' : 'Error');
  const heading = notFound ? 'This page wandered off.' : HEADINGS[error.message.length % HEADINGS.length];
  if (isBot()) {
    return (
      <section className="error-page">
        <h1>
          {error.statusCode} {error.statusMessage}
        </h1>
      </section>
    );
  }
  return (
    <section className="error-page" data-testid="error-page">
      <h1>{heading}</h1>
      <p className="error-code">
        <span>{error.statusCode}</span> {error.statusMessage}
      </p>
      <p className="error-message">{error.message}</p>
      {error.context ? <p className="error-context">While loading: {error.context}</p> : null}
      {error.stack && !notFound ? (
        <details>
          <summary>Stack</summary>
          <pre>{error.stack}</pre>
        </details>
      ) : null}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
