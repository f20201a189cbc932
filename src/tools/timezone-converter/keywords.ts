/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['time zone', 'timezone', 'tz', 'utc', 'gmt', 'offset', 'dst', 'daylight saving', 'meeting', 'world clock', 'date', 'time', 'convert', 'iana'];
