/**
 * A three-link chain, a CSR and their fingerprints, made by Debian's OpenSSL 3.0 with these commands (the dates are
 * those of the day they ran: the tests give the screen a clock):
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
 *   for c in ca int leaf; do openssl x509 -in $c.pem -noout -fingerprint -sha256; openssl x509 -in $c.pem -noout -fingerprint -sha1; done
 *   openssl x509 -in leaf.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | openssl enc -base64
 */

export { INTERMEDIATE, LEAF, ROOT } from './sample-chain';
export const LEAF_CSR = `-----BEGIN CERTIFICATE REQUEST-----
MIIBUDCB9wIBADA/MQswCQYDVQQGEwJHQjEVMBMGA1UECgwMRGV2RGVjayBUZXN0
MRkwFwYDVQQDDBB3d3cuZXhhbXBsZS50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAENyhh9qb9oavedhSV3dFGJZihQkswHmLD8dbP/YvvaCooj+Dh6kpX0iW1
URtxS8o/Egfnv3sLJSfZ8aW0pDZl9aBWMFQGCSqGSIb3DQEJDjFHMEUwQwYDVR0R
BDwwOoIQd3d3LmV4YW1wbGUudGVzdIIMZXhhbXBsZS50ZXN0hwTAAAIHgRJhZG1p
bkBleGFtcGxlLnRlc3QwCgYIKoZIzj0EAwIDSAAwRQIhAJXMnczhkEZNrVT1pee6
UkoUeVbpaaIhnTCrzxNIDmuBAiB5ANwh3sQr67rgz8ddAdipOBlBSW5J3pdLNXz7
gLd8ig==
-----END CERTIFICATE REQUEST-----
`;
export const INTERMEDIATE_CSR = `-----BEGIN CERTIFICATE REQUEST-----
MIICjTCCAXUCAQAwSDELMAkGA1UEBhMCR0IxFTATBgNVBAoMDERldkRlY2sgVGVz
dDEiMCAGA1UEAwwZRGV2RGVjayBUZXN0IEludGVybWVkaWF0ZTCCASIwDQYJKoZI
hvcNAQEBBQADggEPADCCAQoCggEBALB7cdk6eeNfVsUY7KRAZc8PrBPBtknUJa6U
4F25pZOsXzGMfCVss0BK1CTtzBguvkwW6G/hmlrJ7ZsY8EpKRQaK9LNi0uFAuoaW
2xLFxYW9St2cIki25WaTVvq9UbH0cS7Z7MqJP7sEU0Wza3oaNU1GF4ACHezxnS9i
8BZdPFRLVedpmx43j4+CBFTEMKeTIxt5M4KBlPIY++nXaZgThi7Ko6R3kTaJJhUg
VqQU/v9tHp9gKhhBVsIFWCxOeDZsBVzOuAHJNZWPPGMd97kXZ1a6ZPpdBYdeJpbk
vKFHRIunWYQWzW7CY8Ej5AyR5rXIkgqr4PKoJFW/jeapwmd/l3MCAwEAAaAAMA0G
CSqGSIb3DQEBCwUAA4IBAQCLVhW1RLbrkIBP+H9ey9l3lVq6CNUEA3ZITGMLVI8W
3xrEgF/0RRcW8O60iU0YHiTmh3UcRV6xQYi3N8EucSaHIL4DpvSv9PQzUOJlw94d
Ly3L2DC//qyG6YZciLEVsoUU/W4BTZYl32euUlvYrxfot/3lu4XWQ3kfdgZSbAsW
ohBo24UmMkHunZ2MqJB2CPNj8msrcD4/s41FvphvQxiEmH35SYmFfthwEWPNMyxF
TWR1VZs0WCUtr53eVDrv9+wve+kLzOc4q0HZoMDVfxQ/phD7Q+xE8hdA3mMDvfPF
Fi23XKbKaMYmBFmvpq6EZTyGunSDRkhmLUbHqMv46maS
-----END CERTIFICATE REQUEST-----
`;

/** `openssl x509 -fingerprint -sha256` and `-sha1`. */
export const FINGERPRINTS = {
  root: {
    sha256: `BD:F4:98:51:87:E9:9E:8B:3D:FD:96:37:D2:B6:DE:CF:77:4F:DE:FB:55:75:FC:E0:1D:F9:38:99:77:6C:9A:AB`,
    sha1: `04:37:1A:DA:E6:8D:E4:E8:FF:C8:43:1C:62:27:D3:82:E4:6E:AB:84`,
  },
  intermediate: {
    sha256: `72:86:A2:A0:FF:D3:67:CC:6D:39:6C:7A:65:DB:0D:81:BD:64:F8:80:24:AE:66:7F:7A:47:C2:E2:12:08:AC:87`,
    sha1: `29:6C:54:CA:78:F4:F0:F8:1F:34:49:F2:25:09:84:CD:F9:27:70:15`,
  },
  leaf: {
    sha256: `8D:A0:FA:64:3A:5E:49:A5:DA:02:7B:E6:1B:46:57:F8:2C:07:27:BD:54:C2:BE:1B:B7:AB:51:C1:BC:8F:2B:95`,
    sha1: `1F:93:17:F7:6D:30:56:12:48:96:61:C0:BD:E9:23:28:3D:18:87:E4`,
  },
};

/** The leaf's SPKI SHA-256 pin. */
export const LEAF_PIN = `sLciApkW58AckwuasVFWCnh/gD73rasDK5hf1nLydG0=`;
