import { CHROME_GRAPHQL } from '../src/tools/http-request-helpers/curl-commands.fixture';

/** Chromium's Copy as cURL of a GraphQL call, with the tracing and client-hint headers a real page adds: 2 KB, as a typical copy is. */
export const TYPICAL_COMMAND = CHROME_GRAPHQL.command
  .replace(
    "  -H 'origin: https://github.com' \\\n",
    [
      "  -H 'origin: https://github.com' \\",
      '  -H \'sec-ch-ua-arch: "x86"\' \\',
      '  -H \'sec-ch-ua-full-version-list: "Chromium";v="131.0.6778.85", "Not_A Brand";v="24.0.0.0"\' \\',
      "  -H 'traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' \\",
      "  -H 'x-github-client-version: 9f1c5a3b2e7d4c6a8b0e1f2d3c4b5a6978e0d1c2' \\",
      "  -H 'x-requested-with: XMLHttpRequest' \\",
      "  -H 'x-csrf-token: QmFzZTY0IGlzIG5vdCBlbmNyeXB0aW9uLCBqdXN0IGFuIGVuY29kaW5nIQ==' \\",
      "  -H 'x-fetch-nonce: v2:5e9d1c8a-2b7f-4c3e-9a61-0d4f8b2e7c15' \\",
      '  -H \'sec-ch-ua-platform-version: "6.8.0"\' \\',
      '  -H \'sec-ch-ua-bitness: "64"\' \\',
      '  -H \'sec-ch-ua-model: ""\' \\',
      "  -H 'x-github-target: dotcom' \\",
      "  -H 'x-react-router: json' \\",
      "  -H 'github-verified-fetch: true' \\",
      '',
    ].join('\n'),
  )
  .replace(
    `--data-raw '{"query":"query { viewer { login } }","variables":{}}'`,
    `--data-raw '{"operationName":"RepositoryIssues","query":"query RepositoryIssues($owner: String!, $name: String!, $first: Int!, $after: String) { repository(owner: $owner, name: $name) { issues(first: $first, after: $after, states: OPEN, orderBy: {field: UPDATED_AT, direction: DESC}) { totalCount pageInfo { endCursor hasNextPage } nodes { number title updatedAt author { login } labels(first: 5) { nodes { name color } } } } } }","variables":{"owner":"devdeck","name":"devdeck","first":25,"after":null}}'`,
  );
