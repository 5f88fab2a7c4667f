/** What a visitor reads when a page cannot be served, by kind of failure. */
function wordingFor(status: number): { title: string; text: string } {
  if (status === 503) {
    return {
      title: 'Creators Archive is briefly unavailable',
      text: 'The archive is not answering right now. Please try again in a minute.',
    };
  }
  if (status === 429) {
    return { title: 'Too many requests', text: 'Please wait a minute, then try again.' };
  }
  if (status < 500) {
    return { title: 'This address is not valid', text: 'Check the link, or start again from the home page.' };
  }
  return {
    title: 'Something went wrong',
    text: 'Reloading the page usually fixes it. If it does not, tell us this reference:',
  };
}

/**
 * A whole page in one string for a page route that failed: no script, no stylesheet and no data,
 * so it can be sent when the database, the renderer or the web build is what failed.
 */
export function errorPageHtml(status: number, requestId: string): string {
  const { title, text } = wordingFor(status);
  const reference =
    status >= 500 && status !== 503 ? ` <code>${requestId.replace(/[^0-9a-f-]/gi, '')}</code>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Creators Archive</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; }
      main { min-height: 100dvh; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 1rem; padding: 0 1rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 0; }
      p { max-width: 28rem; margin: 0; color: #57534e; }
      a { color: #1c1917; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}${reference}</p>
      <p><a href="/">Go to the home page</a></p>
    </main>
  </body>
</html>
`;
}
