/**
 * curl commands as browsers' and Postman's "Copy as cURL" write them (captured from Chromium 131's and Firefox 133's
 * devtools and Postman 11, with tokens replaced by made-up ones of the same shape).
 */

export interface CurlFixture {
  name: string;
  command: string;
  method: string;
  url: string;
  /** Lines each target's code must hold: a header value, a body part. */
  carries: string[];
}

export const CHROME_GRAPHQL: CurlFixture = {
  name: 'Chromium, Copy as cURL (bash): a JSON POST with cookies',
  command: String.raw`curl 'https://api.github.com/graphql' \
  -H 'accept: application/json' \
  -H 'accept-language: en-GB,en;q=0.9' \
  -H 'authorization: bearer gho_16C7e42F292c6912E7710c838347Ae178B4a' \
  -H 'content-type: application/json' \
  -b '_octo=GH1.1.1736389093.1764331200; logged_in=yes; color_mode=%7B%22color_mode%22%3A%22auto%22%7D' \
  -H 'origin: https://github.com' \
  -H 'priority: u=1, i' \
  -H 'referer: https://github.com/' \
  -H 'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"' \
  -H 'sec-ch-ua-mobile: ?0' \
  -H 'sec-ch-ua-platform: "Linux"' \
  -H 'sec-fetch-dest: empty' \
  -H 'sec-fetch-mode: cors' \
  -H 'sec-fetch-site: same-site' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \
  --data-raw '{"query":"query { viewer { login } }","variables":{}}'`,
  method: 'POST',
  url: 'https://api.github.com/graphql',
  carries: ['gho_16C7e42F292c6912E7710c838347Ae178B4a', 'viewer { login }', 'Chromium'],
};

export const CHROME_ANSI_C: CurlFixture = {
  name: "Chromium, Copy as cURL (bash): a body with a quote and a line break, in $'...'",
  command: String.raw`curl 'https://www.example.com/api/notes?draft=1' \
  -X 'PUT' \
  -H 'accept: */*' \
  -H 'content-type: text/plain;charset=UTF-8' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \
  --data-raw $'It\'s done.\nSecond line'`,
  method: 'PUT',
  url: 'https://www.example.com/api/notes?draft=1',
  carries: ['text/plain;charset=UTF-8', 'Second line'],
};

export const FIREFOX_FORM: CurlFixture = {
  name: 'Firefox, Copy as cURL (POSIX): one line, --compressed, a form body',
  command: String.raw`curl 'https://www.example.com/search?lang=en' --compressed -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' -H 'Accept: application/json, text/plain, */*' -H 'Accept-Language: en-US,en;q=0.5' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Origin: https://www.example.com' -H 'Connection: keep-alive' -H 'Referer: https://www.example.com/search' -H 'Cookie: session=8f14e45fceea167a5a36dedd4bea2543; theme=dark' -H 'Sec-Fetch-Dest: empty' -H 'Sec-Fetch-Mode: cors' -H 'Sec-Fetch-Site: same-origin' -H 'Priority: u=0' --data-raw 'q=dev+tools&page=2'`,
  method: 'POST',
  url: 'https://www.example.com/search?lang=en',
  carries: ['8f14e45fceea167a5a36dedd4bea2543', 'Firefox/133.0'],
};

export const POSTMAN_JSON: CurlFixture = {
  name: 'Postman, Code snippet cURL: --location, --header and a pretty JSON --data',
  command: String.raw`curl --location 'https://api.example.com/v1/users' \
--header 'Content-Type: application/json' \
--header 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U' \
--data-raw '{
    "name": "Ada Lovelace",
    "email": "ada@example.com"
}'`,
  method: 'POST',
  url: 'https://api.example.com/v1/users',
  carries: ['Ada Lovelace', 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
};

export const BASIC_AUTH_UPLOAD: CurlFixture = {
  name: 'Typed by hand: -u, -F with a file and a field',
  command: String.raw`curl -u 'admin:s3cr3t' -F 'avatar=@photo.jpg' -F 'name=Ada' https://upload.example.com/profile`,
  method: 'POST',
  url: 'https://upload.example.com/profile',
  carries: ['photo.jpg', 'Ada', 'admin'],
};

export const JSON_FLAG: CurlFixture = {
  name: 'Typed by hand: --json, --data-binary with a query',
  command: String.raw`curl --json '{"id":7}' 'https://api.example.com/items?limit=5'`,
  method: 'POST',
  url: 'https://api.example.com/items?limit=5',
  carries: ['id', '7', 'limit'],
};

export const CURL_FIXTURES = [CHROME_GRAPHQL, CHROME_ANSI_C, FIREFOX_FORM, POSTMAN_JSON, BASIC_AUTH_UPLOAD, JSON_FLAG];
