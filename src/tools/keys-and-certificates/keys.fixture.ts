/**
 * Keys made by Debian's OpenSSL 3.0 and OpenSSH 9.2, with the commands below (run once in an empty folder; the
 * passphrase of the encrypted ones is "correct horse"). ssh-keygen -l printed the fingerprints.
 *
 *   # Keys in every format.
 *   openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out rsa.pkcs8.pem
 *   openssl pkey -in rsa.pkcs8.pem -pubout -out rsa.spki.pem
 *   openssl pkey -in rsa.pkcs8.pem -traditional -out rsa.pkcs1.pem
 *   openssl rsa -in rsa.pkcs8.pem -RSAPublicKey_out -out rsa.pkcs1pub.pem
 *   openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ec.pkcs8.pem
 *   openssl pkey -in ec.pkcs8.pem -pubout -out ec.spki.pem
 *   openssl ec -in ec.pkcs8.pem -out ec.sec1.pem
 *   openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out ec384.pkcs8.pem
 *   openssl genpkey -algorithm Ed25519 -out ed.pkcs8.pem
 *   openssl pkey -in ed.pkcs8.pem -pubout -out ed.spki.pem
 *   # Encrypted PKCS#8 (PBES2, PBKDF2-HMAC-SHA256, AES-256-CBC), passphrase "correct horse".
 *   openssl pkcs8 -topk8 -in rsa.pkcs8.pem -v2 aes-256-cbc -passout pass:'correct horse' -out rsa.enc.pem
 *   openssl pkcs8 -topk8 -in ec.pkcs8.pem -v2 aes-128-cbc -v2prf hmacWithSHA1 -passout pass:'correct horse' -out ec.enc.pem
 *   # OpenSSH from the same keys.
 *   for k in rsa ec; do cp $k.pkcs8.pem $k.tmp; chmod 600 $k.tmp; ssh-keygen -y -f $k.tmp > $k.ssh.pub; done
 *   for k in rsa ec; do ssh-keygen -l -E sha256 -f $k.ssh.pub > $k.fp256; ssh-keygen -l -E md5 -f $k.ssh.pub > $k.fpmd5; done
 *   ssh-keygen -q -t ed25519 -N '' -C 'fixture@devdeck' -f ossh_ed
 *   ssh-keygen -q -t ecdsa -b 256 -N '' -C 'fixture@devdeck' -f ossh_ec
 *   ssh-keygen -q -t rsa -b 2048 -N '' -C 'fixture@devdeck' -f ossh_rsa
 *   ssh-keygen -q -t ed25519 -N 'correct horse' -C 'encrypted@devdeck' -f ossh_ed_enc -a 4
 *   for k in ossh_ed ossh_ec ossh_rsa ossh_ed_enc; do ssh-keygen -l -E sha256 -f $k.pub > $k.fp256; ssh-keygen -l -E md5 -f $k.pub > $k.fpmd5; done
 *   for k in rsa ec; do cp ossh_$k ossh_$k.p8; ssh-keygen -q -p -N '' -m PKCS8 -f ossh_$k.p8; done
 */

export const PASSPHRASE = 'correct horse';

export const RSA_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCeiRnKvlod4MfH
OXz9kgGcMdWMYSRYlesZnxe4DoseUD8vIhevCXv7MFCH+tsA5ecqG03X+HVXBiNT
K7tsCaTf32vbioUazaa5AXlbdxhmYTcZEcuOpiNfDLLj0CCIlyzKUd63sj7PD0lW
DArubBkW1n7yLuu4SZ7Q7Z1KeLJr83xqnfeU8rq80D58RdXEtKnrjmdUU9iTNB/W
qik5NKz1HAmvmoRLLVnEk+ySh5lhnzyrq/zDyC/b6C/CyeTZRrWWVXwBo43GmOeu
6YsqBFkhryO3MoFUld22ogqc6HLXuBQNIoff/Kc9adifFkR5FMESAgMBT4nyYXxd
eI8gdNNnAgMBAAECggEAEK4tNAtOMQmXC4utboKfv77wkJoh+F4hw+rc1IVXNuPL
mhp0snqFfHrrZjtLMq994IzJ5njiY7smGVinGilzmwiHcSyEb7sGmT2h9rEztIXz
BaS9La+mVhhgdB7QZX6+fDUcAWj0OdYKac7PkaF3DFOaPMIaFCRO3P27SHwljb0A
s8RvOf6Kply4fmuqXSFgiUSvZX7EoK8u/kNBG3zW+vvjJnSTi8ZQoU/SQXueBg4s
ZnQqqX3FxpCFG71qisvh5FMxd3JJ6zh2SV6S1QVPaDjfcRSuLyquGYeZH8YPgAhn
eNZfkSGoiIJjjcEXVDrEd6uAkQ8RWgiFBCqfX6INsQKBgQDXX9/zU3927//Oj9oD
O3pYay1iHE48dNabniIUsydlDRSaJF5B2jydID77RHjiZ/5SDKTxNHiPJr+m2DIa
TXfhRO2RmogMqVO22MHnBdex5L4TbIBnYDwiEuRyYQL9lJklYsBfSta/iT6dXB1K
fw5jmfsSBJ5AnXfb0rvvaJfd1wKBgQC8cI3m6RTLEit0w19y8e6J6JUewS0zJcdk
bLiW9Ka0MJ1YGtj8R3nms1nXNnzGBe2s6eOROZJeqsoP6gj+1GjzFmQ6uAzrQZon
D2hmP9PoNO5BK2AsfGJMkgY5rf7EgOIHB5MX/L0mH9YQGQPjaTGu9kYoVtQh2ESa
Cb0RYzNk8QKBgQC+jZUXNEkSckVh/ORm97jHggwlQeX2l2lJRh/hMKEqRuhzeLns
iaoXWvBeX7aUmm3pKkbFIieIgEAQ3jd2DhSCuvl2WcMFcMsge6cTP5gXTMrfZKA2
1m5dt1ln2W1L7q2Q5k5OAWj/De7YSyefQcr5VMNOrcdWY/woActFhsTXAQKBgG8D
XAXKEK7lwGYkZ0nfT2k9dQROR+OXARWfm0uLS95huYBbKLPPI/iOdoH8HpvGiFPS
4nb+1MUilrGzbaM63a0/5sJVBX9fAYK7aAS824k0DZylAh6TFJIJgNNgNvPq/b2o
b7a09XXNUZ3gLtM9eMCbY4+GP6jEsP2SeSkSKQfxAoGAJGTOgU+j7M9RrtteuFoG
xfbLdG/2K0LUCTCUEMGF4GONZMOntLwmBCW55VPy8t4HMQTlVlU2bPrOaVybuxj1
5NwoT2Za0zV0KDlOpMUqAOP47MjB9BhVDtCXhA41ZlkQlJm23USUjJgf90VRg7UI
qIkl982QMTz8qUDwUT24PVQ=
-----END PRIVATE KEY-----
`;
export const RSA_SPKI = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAnokZyr5aHeDHxzl8/ZIB
nDHVjGEkWJXrGZ8XuA6LHlA/LyIXrwl7+zBQh/rbAOXnKhtN1/h1VwYjUyu7bAmk
399r24qFGs2muQF5W3cYZmE3GRHLjqYjXwyy49AgiJcsylHet7I+zw9JVgwK7mwZ
FtZ+8i7ruEme0O2dSniya/N8ap33lPK6vNA+fEXVxLSp645nVFPYkzQf1qopOTSs
9RwJr5qESy1ZxJPskoeZYZ88q6v8w8gv2+gvwsnk2Ua1llV8AaONxpjnrumLKgRZ
Ia8jtzKBVJXdtqIKnOhy17gUDSKH3/ynPWnYnxZEeRTBEgIDAU+J8mF8XXiPIHTT
ZwIDAQAB
-----END PUBLIC KEY-----
`;
export const RSA_PKCS1 = `-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEAnokZyr5aHeDHxzl8/ZIBnDHVjGEkWJXrGZ8XuA6LHlA/LyIX
rwl7+zBQh/rbAOXnKhtN1/h1VwYjUyu7bAmk399r24qFGs2muQF5W3cYZmE3GRHL
jqYjXwyy49AgiJcsylHet7I+zw9JVgwK7mwZFtZ+8i7ruEme0O2dSniya/N8ap33
lPK6vNA+fEXVxLSp645nVFPYkzQf1qopOTSs9RwJr5qESy1ZxJPskoeZYZ88q6v8
w8gv2+gvwsnk2Ua1llV8AaONxpjnrumLKgRZIa8jtzKBVJXdtqIKnOhy17gUDSKH
3/ynPWnYnxZEeRTBEgIDAU+J8mF8XXiPIHTTZwIDAQABAoIBABCuLTQLTjEJlwuL
rW6Cn7++8JCaIfheIcPq3NSFVzbjy5oadLJ6hXx662Y7SzKvfeCMyeZ44mO7JhlY
pxopc5sIh3EshG+7Bpk9ofaxM7SF8wWkvS2vplYYYHQe0GV+vnw1HAFo9DnWCmnO
z5GhdwxTmjzCGhQkTtz9u0h8JY29ALPEbzn+iqZcuH5rql0hYIlEr2V+xKCvLv5D
QRt81vr74yZ0k4vGUKFP0kF7ngYOLGZ0Kql9xcaQhRu9aorL4eRTMXdySes4dkle
ktUFT2g433EUri8qrhmHmR/GD4AIZ3jWX5EhqIiCY43BF1Q6xHergJEPEVoIhQQq
n1+iDbECgYEA11/f81N/du//zo/aAzt6WGstYhxOPHTWm54iFLMnZQ0UmiReQdo8
nSA++0R44mf+Ugyk8TR4jya/ptgyGk134UTtkZqIDKlTttjB5wXXseS+E2yAZ2A8
IhLkcmEC/ZSZJWLAX0rWv4k+nVwdSn8OY5n7EgSeQJ1329K772iX3dcCgYEAvHCN
5ukUyxIrdMNfcvHuieiVHsEtMyXHZGy4lvSmtDCdWBrY/Ed55rNZ1zZ8xgXtrOnj
kTmSXqrKD+oI/tRo8xZkOrgM60GaJw9oZj/T6DTuQStgLHxiTJIGOa3+xIDiBweT
F/y9Jh/WEBkD42kxrvZGKFbUIdhEmgm9EWMzZPECgYEAvo2VFzRJEnJFYfzkZve4
x4IMJUHl9pdpSUYf4TChKkboc3i57ImqF1rwXl+2lJpt6SpGxSIniIBAEN43dg4U
grr5dlnDBXDLIHunEz+YF0zK32SgNtZuXbdZZ9ltS+6tkOZOTgFo/w3u2Esnn0HK
+VTDTq3HVmP8KAHLRYbE1wECgYBvA1wFyhCu5cBmJGdJ309pPXUETkfjlwEVn5tL
i0veYbmAWyizzyP4jnaB/B6bxohT0uJ2/tTFIpaxs22jOt2tP+bCVQV/XwGCu2gE
vNuJNA2cpQIekxSSCYDTYDbz6v29qG+2tPV1zVGd4C7TPXjAm2OPhj+oxLD9knkp
EikH8QKBgCRkzoFPo+zPUa7bXrhaBsX2y3Rv9itC1AkwlBDBheBjjWTDp7S8JgQl
ueVT8vLeBzEE5VZVNmz6zmlcm7sY9eTcKE9mWtM1dCg5TqTFKgDj+OzIwfQYVQ7Q
l4QONWZZEJSZtt1ElIyYH/dFUYO1CKiJJffNkDE8/KlA8FE9uD1U
-----END RSA PRIVATE KEY-----
`;
export const RSA_PKCS1_PUBLIC = `-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEAnokZyr5aHeDHxzl8/ZIBnDHVjGEkWJXrGZ8XuA6LHlA/LyIXrwl7
+zBQh/rbAOXnKhtN1/h1VwYjUyu7bAmk399r24qFGs2muQF5W3cYZmE3GRHLjqYj
Xwyy49AgiJcsylHet7I+zw9JVgwK7mwZFtZ+8i7ruEme0O2dSniya/N8ap33lPK6
vNA+fEXVxLSp645nVFPYkzQf1qopOTSs9RwJr5qESy1ZxJPskoeZYZ88q6v8w8gv
2+gvwsnk2Ua1llV8AaONxpjnrumLKgRZIa8jtzKBVJXdtqIKnOhy17gUDSKH3/yn
PWnYnxZEeRTBEgIDAU+J8mF8XXiPIHTTZwIDAQAB
-----END RSA PUBLIC KEY-----
`;
export const RSA_SSH_PUBLIC = `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCeiRnKvlod4MfHOXz9kgGcMdWMYSRYlesZnxe4DoseUD8vIhevCXv7MFCH+tsA5ecqG03X+HVXBiNTK7tsCaTf32vbioUazaa5AXlbdxhmYTcZEcuOpiNfDLLj0CCIlyzKUd63sj7PD0lWDArubBkW1n7yLuu4SZ7Q7Z1KeLJr83xqnfeU8rq80D58RdXEtKnrjmdUU9iTNB/Wqik5NKz1HAmvmoRLLVnEk+ySh5lhnzyrq/zDyC/b6C/CyeTZRrWWVXwBo43GmOeu6YsqBFkhryO3MoFUld22ogqc6HLXuBQNIoff/Kc9adifFkR5FMESAgMBT4nyYXxdeI8gdNNn
`;
export const RSA_ENCRYPTED = `-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIGQckdK1hPAECAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBD7fofLh87Ac9lrAG88RH4HBIIE
0PGHj4mcYxNYwfAVWo1DJBudVd7anSvNkc6rsO4ipn9pzWglbrLiYSqZWZnAqVeO
YxeDkihW1u+F8XyiBFhzvdaXTcWFRSfvrM2OSyEozERxyeZMRv2VlwZLI7/9TdrC
bw3IfN18Ql9xsRS0enA3JF6vWv1IZPe++7AfApe8fcrFPdHDWgpMpzA3P1Qw+hh5
DW+JQuhSZGXiDbm4tMhJeHku9N0OzVx7WfWu4pqZRhbaS4mDZTkZaluvjR5Gsw+H
WB7VufL02TY/WcGrcfX9lqDihMNhWsJfwZoZbstF5xSoURZzF9mQPzZM8MypL4Ja
Icas9pEFIz9bQrfBUVQUQVIB2ml7GeD6Xqr7i7dFGBieYAaTk4tfVtHmGC52gF9D
PDO2XRXeD1/LZHHrntitlpnPTQqPGI8d0PTJYMs19DIDSt8V3PRLfK6cE72gkBPz
fFI/CIy9HnutZSVV81KxQnHJtuGHJOZNxAcOHDKp0GBBFPmF4lhQiRXKYcjp3UA1
WiBNKlWmyO8Qhn+I5lb8F9gYF4bbYx3s6t6y4QFo8gKauVT4Ab4zaf4RvXpBLyTU
tgahWW6cbkw2Mxq6Fc7wm0GNYmJsaTOsvf654IUpeuhqk4m4xbD6xyKJ0QCPHHpb
KkL3skM0AGEBoGpUQjtV4mjssM1pFoHqSq3Em0EzvXCb3V2v/j0xyVORYQhnJrF4
ivBX1GEozGH1fFcWsxh6RnVSCos2BZhbxQS59vnI/vP2r0b5mqp4NKvhrc3D1TAP
wC25pMLZvFYWkklp02dqEPqGT96ooKdCaObyndRRxy/ftpz9SXwg/3eEA/mh0Mqg
PDjQVBQTirMCIbG/UzcIU21nnGJH5IyDbjziHqfNdH0AfWwP68Pu95P/mmxRkX7e
/qJ4AS7HUyz7BTnbSPLCriK3oOq7dsd1gPcKAaDEVlUrdjkEmhxi4z6xFSmCG6dK
9C/31I5gYM+GC3m0jm4t6V3iU2I1H/opEpCI9542nsdg3BSaJmPN3ImxjdvIPsgR
AD+fO2TcisbNGIX06GOfPlDOgvmAfZexlhW0DkoqPIoQgG0scyB5M233QCnqYNLH
Alwr865Nz0ojr/60HXb21clwM42faolyYlnrG/xVinnLlwFDlwH0Sg8SLwUFhWuk
7X5IzySpmMpIx66Bn5xgpmyoZ3cm1ASniWjJVwfS9k2FDG+3Vn1XJq3GKpTtWRxW
zvgazzLsD9EN5hQl0miEdB2QF91jazgDYVMOI0ensrEGM2mCvRh9sPVthc78oc3D
HySLZhAhVsdJTyl9Tu5riHljhVBBdRfkMkysWEj7Z/FT3fK0/6FqI3S7x3fiX1c9
vAh0MQfCdv3Ne5J8e4+Z2dujfAl/qaPkx6pSFUBb2+MZ1cO0XZsobf3E24ryYdbh
wg4iZSJM5n88ku+Zvvi/aPjGU/9+OlCbMnENPyqQW62GYtiyBovEe6ZNdZ1t/SjG
evriKs79oVqbL2mo8PAcsqCz9XpA4d6Ugvoe3tTm5boXETtUFFJnf2GDsOm5jtdN
/UEJ74wpCnrUNJRLiHQxKp2AYxdYj7kbtqWpahjqaoc4PDVk9CW5kPiEHMrCnrUi
wVzPQjLHn35jdyAXqBlm/SDMKVG+Ufd+sAEIcSXBgAMk
-----END ENCRYPTED PRIVATE KEY-----
`;
export const EC_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUgnK2nOxpYoniBAN
bAHOC31QBNSYzFBnx1UqF5bE9nWhRANCAAT+NKSEOwBXvRWtczNN3xovv3xCHjrL
eUNg29B2f94P3gWNr1mXsrTSa8ryuT7eHBJPmtW8pZskWisLWhm+af5b
-----END PRIVATE KEY-----
`;
export const EC_SPKI = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/jSkhDsAV70VrXMzTd8aL798Qh46
y3lDYNvQdn/eD94Fja9Zl7K00mvK8rk+3hwST5rVvKWbJForC1oZvmn+Ww==
-----END PUBLIC KEY-----
`;
export const EC_SEC1 = `-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIFIJytpzsaWKJ4gQDWwBzgt9UATUmMxQZ8dVKheWxPZ1oAoGCCqGSM49
AwEHoUQDQgAE/jSkhDsAV70VrXMzTd8aL798Qh46y3lDYNvQdn/eD94Fja9Zl7K0
0mvK8rk+3hwST5rVvKWbJForC1oZvmn+Ww==
-----END EC PRIVATE KEY-----
`;
export const EC_SSH_PUBLIC = `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBP40pIQ7AFe9Fa1zM03fGi+/fEIeOst5Q2Db0HZ/3g/eBY2vWZeytNJryvK5Pt4cEk+a1bylmyRaKwtaGb5p/ls=
`;
export const EC_ENCRYPTED = `-----BEGIN ENCRYPTED PRIVATE KEY-----
MIHeMEkGCSqGSIb3DQEFDTA8MBsGCSqGSIb3DQEFDDAOBAinWqdzFkFHxQICCAAw
HQYJYIZIAWUDBAECBBBg3o0hfCoVf4vAmvC691KMBIGQfKgR7O1QgHjpqXvFXmM2
SYJ29nrImVDTxaxYrwbtbpIfDvoC9DmoL4YCO/BnNfl8Li8pgKVKeMmMPVtweyeg
gckhRqqAb+47O5f5+3Ty6QCCW1soXxJTUxv7TaUFWsIefbGvz2213QztjijbKGWX
2j+/WYeWIhIDmx16sFCRE6AAoxoipJSvgMDzu9UEUOz9
-----END ENCRYPTED PRIVATE KEY-----
`;
export const EC384_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDCA92dSSGXhbb5Sccr9
9COvQl2BtW5+MQ1B5Qmqz2ZbVraMOuAf8CT34e8uea5zO/WhZANiAAS1nqpvodeq
u6SdIqzR6smI4W8ZVIWId165ZlAQZWx69DgjTsebClc9vNRQUaZAW5l1w7eeJz5c
pixVZd6b7RTs5IhIV8EfNcf+/aKEKrSeD/+HCfgi/qnkdwKhjWwhc0E=
-----END PRIVATE KEY-----
`;
export const ED_PKCS8 = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEII7cYQ0wowfEP5DIeN14ngaOfFvraDtveq+1FEuMyWex
-----END PRIVATE KEY-----
`;
export const ED_SPKI = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEArft5oHQJRONJ00tdX8EqfMxcKSFRMnD6qkv9ibT4FS4=
-----END PUBLIC KEY-----
`;
export const OPENSSH_ED = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACD6ZM24VSi8p3Ud3sMbev3eYsGs+q9Tx4LfVZIF/EzjiwAAAJhEKj8JRCo/
CQAAAAtzc2gtZWQyNTUxOQAAACD6ZM24VSi8p3Ud3sMbev3eYsGs+q9Tx4LfVZIF/Ezjiw
AAAECOG0liy3lpt4ZY7MZ4gcZADl+60VZzcIkF34Szf0AkYvpkzbhVKLyndR3ewxt6/d5i
waz6r1PHgt9VkgX8TOOLAAAAD2ZpeHR1cmVAZGV2ZGVjawECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
`;
export const OPENSSH_ED_PUBLIC = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPpkzbhVKLyndR3ewxt6/d5iwaz6r1PHgt9VkgX8TOOL fixture@devdeck
`;
export const OPENSSH_EC = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAaAAAABNlY2RzYS
1zaGEyLW5pc3RwMjU2AAAACG5pc3RwMjU2AAAAQQR/Gykms/BzoP2JIsVe33VWtA7xPCcq
8XFVUx0TGvKe1hWvVACSz/F0oKzDaKbN03mYEw3zEXU1gIkFnIUe+wb9AAAAqLcaac63Gm
nOAAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBH8bKSaz8HOg/Yki
xV7fdVa0DvE8JyrxcVVTHRMa8p7WFa9UAJLP8XSgrMNops3TeZgTDfMRdTWAiQWchR77Bv
0AAAAhAKXpAVpWE2njlwLzfSwruib7aGYeHuNEH2FincDThJ5yAAAAD2ZpeHR1cmVAZGV2
ZGVjaw==
-----END OPENSSH PRIVATE KEY-----
`;
export const OPENSSH_EC_PUBLIC = `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBH8bKSaz8HOg/YkixV7fdVa0DvE8JyrxcVVTHRMa8p7WFa9UAJLP8XSgrMNops3TeZgTDfMRdTWAiQWchR77Bv0= fixture@devdeck
`;
export const OPENSSH_EC_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgpekBWlYTaeOXAvN9
LCu6JvtoZh4e40QfYWKdwNOEnnKhRANCAAR/Gykms/BzoP2JIsVe33VWtA7xPCcq
8XFVUx0TGvKe1hWvVACSz/F0oKzDaKbN03mYEw3zEXU1gIkFnIUe+wb9
-----END PRIVATE KEY-----
`;
export const OPENSSH_RSA = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn
NhAAAAAwEAAQAAAQEAwAXRRI6rSX/SpLct/PQ8/sjqbg2wLHr0SmYoa2G8aNPvhVo68Lqp
i8KmelYgL6TwJLAQFY00qvmhKFIoXCO2pafO3HvKxy8DUUFIHi4s2CXMObKa0WVYUDprwi
x/+7tNBSYiZF1a5Qom/KWZiWsEmQoGdYl/EjKMEqt4D56dD9lW/sUip6xPRBYIH/wQmPSE
kLqO4cD1XlFPBWwGCVydjOcbzkkYWpyJtOTRqntNjowfwhheJ0n0QnrsMtass+48FteV/T
f0CGLBake48Lpjk50DuiZxm8jWqMMdusbo2l0RdwQd2W4kYfWB5yEtLvZaqkHaVrWo/el+
8ls/jf3BeQAAA8i839HevN/R3gAAAAdzc2gtcnNhAAABAQDABdFEjqtJf9Kkty389Dz+yO
puDbAsevRKZihrYbxo0++FWjrwuqmLwqZ6ViAvpPAksBAVjTSq+aEoUihcI7alp87ce8rH
LwNRQUgeLizYJcw5sprRZVhQOmvCLH/7u00FJiJkXVrlCib8pZmJawSZCgZ1iX8SMowSq3
gPnp0P2Vb+xSKnrE9EFggf/BCY9ISQuo7hwPVeUU8FbAYJXJ2M5xvOSRhanIm05NGqe02O
jB/CGF4nSfRCeuwy1qyz7jwW15X9N/QIYsFqR7jwumOTnQO6JnGbyNaowx26xujaXRF3BB
3ZbiRh9YHnIS0u9lqqQdpWtaj96X7yWz+N/cF5AAAAAwEAAQAAAQANUuIDQSiAsjQ4Hmc8
HejVD3UXw46huXrVpjq//7E6b1k3biw4i6Urx8r0ImF7mNTaYNaO3kRFKErOwMug4BACdM
85VIQcl8Yhx1c1E+Rj75R4/Ov540+ySmlzeNG9EnEczjl08BbYXWDY5zcs9i5knZHW6j5V
UYlPWtM69zkj8iSFkUsl2Bz5FJSK7W10W17AtiMerMII6RpDaHQfQbEd9yXvVoMe8NXHsl
3CuZ26pHEJTfLrESxjHTxC6xqJFzeStSYmNhr/4kIsmrAEi1mA7OKbfr+EGiNW+9jb+GA5
P7DU2yp6NRCjxr65P8YhwBnw0cXy8lvrooWigNDFVnRRAAAAgE4kp4Kzac+6EeLelWF0Jd
ajXsVKzpeeW2hgfuJ1pJQEI1DoWNu3U/idyTyPAldFtzO7Q9F0Pn6hDbCejIrQ44r4DQAW
+Ur769wa9DksCf+HBXX3l76/iUk6zL2HdchczLFRaU9L2+zYOBRO3+CpUyygnt3eF8tbu5
iMjjpihXkCAAAAgQDotZ1bkVz7rdF5Zsid8hLdbUxHuU7CNR56YhXFS0QN8b3MA9YxynmS
9dQEpqkvEli/UQ2fLvFrGCVZZxVBRDlJzz6u7lRxtcT4FnbBgLzPofAn9cL4Fd2RMpceE+
9E4eWJ5rLZ8s3L/027RX8IGWQA22tL/y37VgUrnjgWJz1B8QAAAIEA0z2+o7CwAvBU6zCF
wKX5/N95LkdTDJh3ostPITY+FumIKY820FQkMJ/FUSpHLPIeGcwNfCN4erzCx/AcALyvSV
T56oHS/tC7xmTGuIcHusl6nLx3SlPB6TTUYBjxCIQAfJci74/tg85D2aG1/vhpQ9Jb0K6B
Hspa/y99xrLNcAkAAAAPZml4dHVyZUBkZXZkZWNrAQIDBA==
-----END OPENSSH PRIVATE KEY-----
`;
export const OPENSSH_RSA_PUBLIC = `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDABdFEjqtJf9Kkty389Dz+yOpuDbAsevRKZihrYbxo0++FWjrwuqmLwqZ6ViAvpPAksBAVjTSq+aEoUihcI7alp87ce8rHLwNRQUgeLizYJcw5sprRZVhQOmvCLH/7u00FJiJkXVrlCib8pZmJawSZCgZ1iX8SMowSq3gPnp0P2Vb+xSKnrE9EFggf/BCY9ISQuo7hwPVeUU8FbAYJXJ2M5xvOSRhanIm05NGqe02OjB/CGF4nSfRCeuwy1qyz7jwW15X9N/QIYsFqR7jwumOTnQO6JnGbyNaowx26xujaXRF3BB3ZbiRh9YHnIS0u9lqqQdpWtaj96X7yWz+N/cF5 fixture@devdeck
`;
export const OPENSSH_RSA_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDABdFEjqtJf9Kk
ty389Dz+yOpuDbAsevRKZihrYbxo0++FWjrwuqmLwqZ6ViAvpPAksBAVjTSq+aEo
UihcI7alp87ce8rHLwNRQUgeLizYJcw5sprRZVhQOmvCLH/7u00FJiJkXVrlCib8
pZmJawSZCgZ1iX8SMowSq3gPnp0P2Vb+xSKnrE9EFggf/BCY9ISQuo7hwPVeUU8F
bAYJXJ2M5xvOSRhanIm05NGqe02OjB/CGF4nSfRCeuwy1qyz7jwW15X9N/QIYsFq
R7jwumOTnQO6JnGbyNaowx26xujaXRF3BB3ZbiRh9YHnIS0u9lqqQdpWtaj96X7y
Wz+N/cF5AgMBAAECggEADVLiA0EogLI0OB5nPB3o1Q91F8OOobl61aY6v/+xOm9Z
N24sOIulK8fK9CJhe5jU2mDWjt5ERShKzsDLoOAQAnTPOVSEHJfGIcdXNRPkY++U
ePzr+eNPskppc3jRvRJxHM45dPAW2F1g2Oc3LPYuZJ2R1uo+VVGJT1rTOvc5I/Ik
hZFLJdgc+RSUiu1tdFtewLYjHqzCCOkaQ2h0H0GxHfcl71aDHvDVx7JdwrmduqRx
CU3y6xEsYx08QusaiRc3krUmJjYa/+JCLJqwBItZgOzim36/hBojVvvY2/hgOT+w
1NsqejUQo8a+uT/GIcAZ8NHF8vJb66KFooDQxVZ0UQKBgQDotZ1bkVz7rdF5Zsid
8hLdbUxHuU7CNR56YhXFS0QN8b3MA9YxynmS9dQEpqkvEli/UQ2fLvFrGCVZZxVB
RDlJzz6u7lRxtcT4FnbBgLzPofAn9cL4Fd2RMpceE+9E4eWJ5rLZ8s3L/027RX8I
GWQA22tL/y37VgUrnjgWJz1B8QKBgQDTPb6jsLAC8FTrMIXApfn833kuR1MMmHei
y08hNj4W6YgpjzbQVCQwn8VRKkcs8h4ZzA18I3h6vMLH8BwAvK9JVPnqgdL+0LvG
ZMa4hwe6yXqcvHdKU8HpNNRgGPEIhAB8lyLvj+2DzkPZobX++GlD0lvQroEeylr/
L33Gss1wCQKBgQDYb6JNeiO7SW0ctsY8cNuu6msaAnYIFxOjy/pnp5tCROa8C416
fdEZKF7rfH66cxvrxN0ggq6zZp/GSSPxshx+U6z/Uldj8yWhgHMvgicaDompAOE3
kE6lLyJyLSRLMrckzVbncvaJl4iadwaxZ7wlN+7RniMMMnNYoC2WHSTSYQKBgQCU
cwfOMRUAe7Sxs1/LitirhMC8bRNH/r3UgdwSEvR/VY6C5ko3DWqBYUZhS7zJMT1G
E8hGPQcl+hFIQMztF6x3dGhNDP8iY74SJjAg7YPZGE46Z5fNfB8BrEazYdPBkEJn
TC8Y+6SGxCWag7JKhHg1WVd8x6Wl5b8dJlrVkEIfQQKBgE4kp4Kzac+6EeLelWF0
JdajXsVKzpeeW2hgfuJ1pJQEI1DoWNu3U/idyTyPAldFtzO7Q9F0Pn6hDbCejIrQ
44r4DQAW+Ur769wa9DksCf+HBXX3l76/iUk6zL2HdchczLFRaU9L2+zYOBRO3+Cp
Uyygnt3eF8tbu5iMjjpihXkC
-----END PRIVATE KEY-----
`;
export const OPENSSH_ED_ENCRYPTED = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABChS9Zra0
8Zo1e6VBwheNgfAAAABAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5AAAAIJGMMRMYZYc89pxw
A/Jtyzb7Ta4AC7EwuYm8zgmrJQluAAAAoNfE5UE9LUNqHUZsdrNekoSksuqXp0g8Tsj6ms
QL/P8B/vubiIudvBlLiW43KwUUcDlCphEjX1krChdXbwGLdlU264Ogt68UdJLrc9neilPS
b4H4Ufq2UyMWi2y9iX0N2sLogyoeLcK9OmB8xB5LyVXO+fdYMCBhwS8kg0Ym/hlWkY3yQO
8QKRAjPCREO4V0bqr/X/g3UI6BPvzQDVj9qjA=
-----END OPENSSH PRIVATE KEY-----
`;
export const OPENSSH_ED_ENCRYPTED_PUBLIC = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJGMMRMYZYc89pxwA/Jtyzb7Ta4AC7EwuYm8zgmrJQlu encrypted@devdeck
`;

/** `ssh-keygen -l -E sha256` and `-E md5` of each public key. */
export const SSH_FINGERPRINTS = {
  rsa: [
    `2048 SHA256:KS4WSm+2Oa1/4VjcZmvMn9UZdYNeEZvq0AStJCknY4s no comment (RSA)`,
    `2048 MD5:cf:d3:33:77:0f:4c:2b:3d:0f:f7:e1:8a:fd:d1:e1:9a no comment (RSA)`,
  ],
  ec: [
    `256 SHA256:IiOSrGoqonF0OldA2hbP+5nnWMga0b1v2sUUDxBUr0M no comment (ECDSA)`,
    `256 MD5:f4:b0:c1:5b:f0:7d:c3:6b:31:5f:16:49:6d:db:5f:e0 no comment (ECDSA)`,
  ],
  openssh_ed: [
    `256 SHA256:3e3jE3xg18st9ag7rY9iDaqDbgC0d+AluHv3AZUFUbs fixture@devdeck (ED25519)`,
    `256 MD5:98:e2:2a:2b:22:f0:cc:f6:86:af:a9:0f:e3:0a:b9:8c fixture@devdeck (ED25519)`,
  ],
  openssh_ec: [
    `256 SHA256:rB8EqDBA0LhYJfZ3T5wNE8k8xXoBOFOO8wxTZbOUasw fixture@devdeck (ECDSA)`,
    `256 MD5:dd:c6:99:b4:0f:ea:81:63:d0:4d:9b:4b:33:f0:d9:3f fixture@devdeck (ECDSA)`,
  ],
  openssh_rsa: [
    `2048 SHA256:YuPxilgFo/r1TfxtL1qMkEojTTEnJYxAdhY7gnaxMFk fixture@devdeck (RSA)`,
    `2048 MD5:1f:53:30:99:14:c0:6e:65:d2:90:18:5a:d8:ea:dc:d1 fixture@devdeck (RSA)`,
  ],
  openssh_ed_enc: [
    `256 SHA256:U87wrvf8sBhjN1pgLU1CNVzLQWzBv1TJz5ph/20R7Rg encrypted@devdeck (ED25519)`,
    `256 MD5:25:35:19:90:6d:72:7e:d3:18:ef:a9:72:ce:8f:95:71 encrypted@devdeck (ED25519)`,
  ],
} as const;
