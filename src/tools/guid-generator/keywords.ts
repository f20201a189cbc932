/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['uuid', 'guid', 'v4', 'v7', 'v1', 'v6', 'v5', 'v3', 'random', 'unique', 'identifier', 'namespace', 'nil', 'inspect', 'validate'];
