/** Varied JSON documents for the compile test: nesting, arrays of objects, nulls, mixed and odd keys. */
export const JSON_CORPUS: readonly { name: string; json: string }[] = [
  { name: 'flat user', json: '{"id":1,"name":"Ada","active":true,"score":9.5}' },
  {
    name: 'nested objects and arrays of objects',
    json: '{"order":{"id":"A-1","lines":[{"sku":"x","qty":2,"price":1.5},{"sku":"y","qty":1,"price":null}],"customer":{"name":"B","address":{"city":"Paris","zip":"75001"}}}}',
  },
  { name: 'top-level array', json: '[{"id":1,"title":"a"},{"id":2,"title":"b","extra":{"note":"n"}}]' },
  { name: 'nulls and missing keys', json: '{"items":[{"a":1,"b":"x"},{"a":null},{"b":"y","c":[1,2,3]}]}' },
  {
    name: 'dates, guids and big numbers',
    json: '{"createdAt":"2024-05-01T10:30:00Z","day":"2024-05-01","uid":"3fa85f64-5717-4562-b3fc-2c963f66afa6","big":12345678901234567,"ratio":0.25}',
  },
  { name: 'keys that are not identifiers', json: '{"first name":"A","2fa":true,"class":"x","@type":"T","e-mail":"a@b.c","Ünïcode":1}' },
  // Arrays mixing kinds of values ([1, "two", {}]) are left out: quicktype writes union structs with
  // converter code for them, which needs the real serializer assemblies and C# 9 (see the README note).
  { name: 'empty containers and nested arrays', json: '{"empty":{},"none":[],"matrix":[[1,2],[3,4]],"words":[["a"],["b","c"]]}' },
  {
    name: 'GitHub-like repository',
    json: '{"id":1296269,"full_name":"octocat/Hello-World","owner":{"login":"octocat","id":1,"site_admin":false},"private":false,"topics":["api","demo"],"license":{"key":"mit","spdx_id":"MIT"},"forks_count":9,"pushed_at":"2011-01-26T19:06:43Z"}',
  },
  {
    name: 'GeoJSON feature collection',
    json: '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[102.0,0.5]},"properties":{"prop0":"value0"}}]}',
  },
  { name: 'map-like object of objects', json: '{"rates":{"USD":{"rate":1.0,"symbol":"$"},"EUR":{"rate":0.92,"symbol":"€"},"GBP":{"rate":0.79,"symbol":"£"}}}' },
  { name: 'deep nesting with a property named like its class', json: '{"rootObject":{"a":{"b":{"c":{"d":{"value":1}}}}},"RootObject":2}' },
  { name: 'arrays of arrays of objects', json: '{"pages":[[{"n":1}],[{"n":2,"label":"two"}]]}' },
];
