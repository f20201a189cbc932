/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['json', 'c#', 'csharp', 'dotnet', '.net', 'class', 'record', 'poco', 'dto', 'quicktype', 'newtonsoft', 'system.text.json', 'ai'];
