/**
 * The sample: a three-link chain (root, intermediate, leaf; the tests' fixture too), made by Debian's OpenSSL 3.0 with these commands (dated the day they ran):
 *
 *   # CA (EC P-384, self-signed), intermediate (RSA 2048), leaf (EC P-256) with SANs and EKUs.
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-384 -nodes -keyout ca.key -out ca.pem -days 7300 -sha384 \
 *     -subj "/C=GB/O=DevDeck Test/CN=DevDeck Test Root CA" -set_serial 0x01 \
 *     -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
 *   openssl req -newkey rsa:2048 -nodes -keyout int.key -out int.csr -subj "/C=GB/O=DevDeck Test/CN=DevDeck Test Intermediate"
 *   openssl x509 -req -in int.csr -CA ca.pem -CAkey ca.key -set_serial 0x1002 -sha384 -out int.pem \
 *    -days 3650 \
 *     -extfile <(printf "basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n")
 *   openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout leaf.key -out leaf.csr \
 *     -subj "/C=GB/O=DevDeck Test/CN=www.example.test" \
 *     -addext "subjectAltName=DNS:www.example.test,DNS:example.test,IP:192.0.2.7,email:admin@example.test"
 *   openssl x509 -req -in leaf.csr -CA int.pem -CAkey int.key -set_serial 0x0a0b0c0d0e0f -sha256 -out leaf.pem \
 *    -days 365 \
 *     -extfile <(printf "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth,clientAuth\nsubjectAltName=DNS:www.example.test,DNS:example.test,IP:192.0.2.7,email:admin@example.test\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\ncertificatePolicies=2.23.140.1.2.1\n")
 */

export const ROOT = `-----BEGIN CERTIFICATE-----
MIICFjCCAZugAwIBAgIBATAKBggqhkjOPQQDAzBDMQswCQYDVQQGEwJHQjEVMBMG
A1UECgwMRGV2RGVjayBUZXN0MR0wGwYDVQQDDBREZXZEZWNrIFRlc3QgUm9vdCBD
QTAeFw0yNjExMjgyMTE0MjJaFw00NjExMjMyMTE0MjJaMEMxCzAJBgNVBAYTAkdC
MRUwEwYDVQQKDAxEZXZEZWNrIFRlc3QxHTAbBgNVBAMMFERldkRlY2sgVGVzdCBS
b290IENBMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE/ZDgESM3GCfbOwLcgO9kkqNQ
6+hdAaF++0vdnYXuR+nm6aoz/oEsXFghiIhQvIhlX1ppHGTESuRtRqRTLs/4FFAt
JsshH+blq+Pk/1gsnoRuPtV/8xDH3VqevfvcmS1yo2MwYTAdBgNVHQ4EFgQUB9n4
l2Cfp2oxi74EKlaLUyR+GLQwHwYDVR0jBBgwFoAUB9n4l2Cfp2oxi74EKlaLUyR+
GLQwDwYDVR0TAQH/BAUwAwEB/zAOBgNVHQ8BAf8EBAMCAQYwCgYIKoZIzj0EAwMD
aQAwZgIxALVh25muWdmDaARayE3lco/4IWo/IA36KhJOCMQypNfMdy8f+b9TVELA
ZdIZyWCNHAIxAMMwMccabEB5TDuocApvBH55WhZX+L929XINjvFXTJQjO4cPhuqq
YCU38vDWsAlL0g==
-----END CERTIFICATE-----
`;
export const INTERMEDIATE = `-----BEGIN CERTIFICATE-----
MIICzTCCAlKgAwIBAgICEAIwCgYIKoZIzj0EAwMwQzELMAkGA1UEBhMCR0IxFTAT
BgNVBAoMDERldkRlY2sgVGVzdDEdMBsGA1UEAwwURGV2RGVjayBUZXN0IFJvb3Qg
Q0EwHhcNMjYxMTI4MjExNDIyWhcNMzYxMTI1MjExNDIyWjBIMQswCQYDVQQGEwJH
QjEVMBMGA1UECgwMRGV2RGVjayBUZXN0MSIwIAYDVQQDDBlEZXZEZWNrIFRlc3Qg
SW50ZXJtZWRpYXRlMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsHtx
2Tp5419WxRjspEBlzw+sE8G2SdQlrpTgXbmlk6xfMYx8JWyzQErUJO3MGC6+TBbo
b+GaWsntmxjwSkpFBor0s2LS4UC6hpbbEsXFhb1K3ZwiSLblZpNW+r1RsfRxLtns
yok/uwRTRbNreho1TUYXgAId7PGdL2LwFl08VEtV52mbHjePj4IEVMQwp5MjG3kz
goGU8hj76ddpmBOGLsqjpHeRNokmFSBWpBT+/20en2AqGEFWwgVYLE54NmwFXM64
Ack1lY88Yx33uRdnVrpk+l0Fh14mluS8oUdEi6dZhBbNbsJjwSPkDJHmtciSCqvg
8qgkVb+N5qnCZ3+XcwIDAQABo2YwZDASBgNVHRMBAf8ECDAGAQH/AgEAMA4GA1Ud
DwEB/wQEAwIBBjAdBgNVHQ4EFgQUd81wOW7MYu8fHrcVmgyFI3CbGPwwHwYDVR0j
BBgwFoAUB9n4l2Cfp2oxi74EKlaLUyR+GLQwCgYIKoZIzj0EAwMDaQAwZgIxAIpS
wiuuqIRim92FSC4Z1/O9f5qZKcn5ynrz4mpbcQ6+YyPwFx6rmcMUFKaEFVsD8gIx
AOV+cXb3dHxjPmJpL0KwkW8bglGfzE2wTYoADu837prfKBlQFUb+lkd+7+sHZ2QZ
PA==
-----END CERTIFICATE-----
`;
export const LEAF = `-----BEGIN CERTIFICATE-----
MIIDFzCCAf+gAwIBAgIGCgsMDQ4PMA0GCSqGSIb3DQEBCwUAMEgxCzAJBgNVBAYT
AkdCMRUwEwYDVQQKDAxEZXZEZWNrIFRlc3QxIjAgBgNVBAMMGURldkRlY2sgVGVz
dCBJbnRlcm1lZGlhdGUwHhcNMjYxMTI4MjExNDIzWhcNMjcxMTI4MjExNDIzWjA/
MQswCQYDVQQGEwJHQjEVMBMGA1UECgwMRGV2RGVjayBUZXN0MRkwFwYDVQQDDBB3
d3cuZXhhbXBsZS50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENyhh9qb9
oavedhSV3dFGJZihQkswHmLD8dbP/YvvaCooj+Dh6kpX0iW1URtxS8o/Egfnv3sL
JSfZ8aW0pDZl9aOB2jCB1zAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIFoDAd
BgNVHSUEFjAUBggrBgEFBQcDAQYIKwYBBQUHAwIwQwYDVR0RBDwwOoIQd3d3LmV4
YW1wbGUudGVzdIIMZXhhbXBsZS50ZXN0hwTAAAIHgRJhZG1pbkBleGFtcGxlLnRl
c3QwHQYDVR0OBBYEFI/8YxcU4KA7nNqmYdkI24sLF8E4MB8GA1UdIwQYMBaAFHfN
cDluzGLvHx63FZoMhSNwmxj8MBMGA1UdIAQMMAowCAYGZ4EMAQIBMA0GCSqGSIb3
DQEBCwUAA4IBAQCgpdwuGIRk/e+1IbFGGVnebHaWmtq1oAMgKduQ7ZPdQbkBtSwK
OyXdj0GYYIxRHvydsRkgIG/PHUwnudHRRn4xQg7cptbsqwV6cMFyG9TrPO3J1Rag
wVWyefnXsXhUO+IIGpVXjYAW1iNifpO2zglLikJ9UVnpRzfuPrG9zFEmms9Xg/W+
B7fWcDyIWkJcPjlE0rUJPzQ6wTFPi1OIxuMZmF0DTqEAwD9baIgCO70qtWdoMQCv
K4VRQdrbbbDaOr6TKloGkgyhaC+k496Ft3kR9o8ju9n2wrWAhDRTQVWonFGtDjGA
N7QJfRiU9CdqgmpGTTfIKII2n36/yTV0oKTD
-----END CERTIFICATE-----
`;

/** The chain as a server sends it: leaf first. */
export const SAMPLE_CHAIN = `${LEAF}\n${INTERMEDIATE}\n${ROOT}`;
