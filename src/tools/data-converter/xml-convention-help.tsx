import { CARD_CLASS } from '@/components/panel';
import { TableHead } from '@/components/table-head';

const rows: [string, string][] = [
  ['<a id="7">…</a>', 'an attribute is a key with "@_": { "a": { "@_id": 7, … } }'],
  ['<a id="7">text</a>', 'text beside attributes or child elements is "#text": { "@_id": 7, "#text": "text" }'],
  ['<a>text</a>', 'an element with text only is its value: { "a": "text" }'],
  ['<a/>', 'an empty element is null'],
  ['<b>1</b><b>2</b>', 'a repeated element is an array: { "b": [1, 2] }'],
  ['<b json:Array="true">1</b>', 'an array of one item keeps its brackets: { "b": [1] } (Json.NET\'s marker)'],
  ['<b json:Array="true" json:Empty="true"/>', 'an empty array: { "b": [] }'],
  ['<root>…</root>', "JSON with several top-level keys, or a list, is wrapped in <root>; a list's items are <item> elements"],
];

/** The documented XML ↔ JSON convention, on screen where it is used. */
export function XmlConventionHelp() {
  return (
    <details className={`p-3 text-sm ${CARD_CLASS}`}>
      <summary className="cursor-pointer font-medium">How XML maps to JSON, YAML and TOML (and back)</summary>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">XML convention</caption>
        <TableHead cellClassName="py-1" columns={[{ label: 'XML', className: 'pr-4' }, 'Becomes']} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([xml, meaning]) => (
            <tr key={xml}>
              <td className="py-1 pr-4 font-mono text-xs">{xml}</td>
              <td className="py-1">{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        With "Infer types" on, text such as 42 or true becomes a number or a boolean; turn it off to keep every value text. Mixed text (&lt;p&gt;a
        &lt;b&gt;b&lt;/b&gt; c&lt;/p&gt;) keeps its text parts in "#text" as a list, not their places between the elements.
      </p>
    </details>
  );
}
