/** The Class Name field that SQL to Class and JSON to C# share: its limit and its messages. */
export const CLASS_NAME_MAX_CHARS = 128;
export const CLASS_NAME_TOO_LONG = `Class Name is too long: at most ${CLASS_NAME_MAX_CHARS} characters.`;
export const CLASS_NAME_NOT_IDENTIFIER = 'Class Name must be an identifier: letters, digits and underscores.';
