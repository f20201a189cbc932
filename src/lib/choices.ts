/**
 * A closed set of named choices, declared once as the labels they are shown with: the keys, in order, are the
 * choices (a schema's enum, a type), and key and label together are a select's options.
 */
export function choices<const Labels extends Record<string, string>>(labels: Labels) {
  type Choice = Extract<keyof Labels, string>;
  const values = Object.keys(labels) as Choice[];
  return {
    values: values as readonly Choice[],
    labels: labels as Readonly<Record<Choice, string>>,
    options: values.map((value) => ({ value, label: labels[value] })),
  };
}
