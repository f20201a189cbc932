import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_IDS, CASES, convertLine, type CaseId, type CaseOptions } from './cases.logic';
import { DEFAULT_SLUG_OPTIONS, slugifyModule } from './slug.logic';

beforeAll(() => slugifyModule.load());

const options: CaseOptions = { separateNumbers: false, slug: DEFAULT_SLUG_OPTIONS };
const every = (line: string, settings = options) => Object.fromEntries(CASE_IDS.map((id) => [id, convertLine(line, id, settings)]));

describe('every case of one line, as the table shows it', () => {
  it('an ordinary phrase', () => {
    expect(every('hello big world')).toEqual({
      camel: 'helloBigWorld',
      pascal: 'HelloBigWorld',
      snake: 'hello_big_world',
      constant: 'HELLO_BIG_WORLD',
      kebab: 'hello-big-world',
      train: 'Hello-Big-World',
      dot: 'hello.big.world',
      path: 'hello/big/world',
      'pascal-snake': 'Hello_Big_World',
      title: 'Hello Big World',
      capital: 'Hello Big World',
      sentence: 'Hello big world',
      no: 'hello big world',
      upper: 'HELLO BIG WORLD',
      lower: 'hello big world',
      alternating: 'hElLo BiG wOrLd',
      slug: 'hello-big-world',
    });
  });

  it('has a label for every case, each once', () => {
    expect(CASES.map((info) => info.id)).toEqual([...CASE_IDS]);
  });
});

describe('acronyms, digits and separators (change-case splitting, as the user sees it)', () => {
  it.each<[string, CaseId, string]>([
    // An acronym stays one word, then lower-cased like any other.
    ['XMLHttpRequest', 'camel', 'xmlHttpRequest'],
    ['XMLHttpRequest', 'pascal', 'XmlHttpRequest'],
    ['XMLHttpRequest', 'snake', 'xml_http_request'],
    ['XMLHttpRequest', 'constant', 'XML_HTTP_REQUEST'],
    ['getHTTPResponseCode', 'kebab', 'get-http-response-code'],
    // A number joins the camel word before it rather than leaving an underscore (change-case's default is iPhone_15Pro).
    ['iPhone 15 Pro', 'camel', 'iPhone15Pro'],
    ['iPhone 15 Pro', 'pascal', 'IPhone15Pro'],
    ['iPhone 15 Pro', 'snake', 'i_phone_15_pro'],
    ['iPhone 15 Pro', 'title', 'I Phone 15 Pro'],
    ['user_id2', 'camel', 'userId2'],
    ['user_id2', 'snake', 'user_id2'],
    ['user_id2', 'train', 'User-Id2'],
    ['base64Encode', 'kebab', 'base64-encode'],
    ['version 1.2.3', 'dot', 'version.1.2.3'],
    // Mixed separators and repeated spaces all count as one break.
    ['hello-world_foo  bar', 'camel', 'helloWorldFooBar'],
    ['  padded line  ', 'snake', 'padded_line'],
    // An apostrophe inside a word stays with it.
    ["don't stop", 'camel', 'dontStop'],
    ['Conway’s law', 'kebab', 'conways-law'],
    // Title case keeps small words small, except first and last.
    ['the lord of the rings', 'title', 'The Lord of the Rings'],
    ['what are you looking at', 'title', 'What Are You Looking At'],
    ['the lord of the rings', 'capital', 'The Lord Of The Rings'],
    ['HELLO THERE', 'sentence', 'Hello there'],
    // Letters of any script are words; no locale is applied, so every browser gives the same.
    ['Straße über Äpfel', 'camel', 'straßeÜberÄpfel'],
    ['Привет мир', 'pascal', 'ПриветМир'],
    ['你好 世界', 'snake', '你好_世界'],
    ['ß', 'upper', 'SS'],
    ['Hello, World!', 'alternating', 'hElLo, WoRlD!'],
    ['Hello, World!', 'upper', 'HELLO, WORLD!'],
    // Known limits of the split: a one-letter word and a digit between capitals do not survive a second pass.
    ['a b c', 'camel', 'aBC'],
    ['aBC', 'snake', 'a_bc'],
    ['a0a', 'constant', 'A0A'],
    ['A0A', 'constant', 'A0_A'],
    ['', 'camel', ''],
    ['!!!', 'camel', ''],
  ])('%j in %s is %j', (line, id, expected) => {
    expect(convertLine(line, id, options)).toBe(expected);
  });

  it('"Separate numbers" makes a digit run its own word', () => {
    const separate = { ...options, separateNumbers: true };
    expect(convertLine('user_id2', 'snake', separate)).toBe('user_id_2');
    expect(convertLine('html5Parser', 'kebab', separate)).toBe('html-5-parser');
    expect(convertLine('html5Parser', 'kebab', options)).toBe('html5-parser');
  });
});
