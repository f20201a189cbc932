/**
 * Hashes made by real tools on Debian 12 (bookworm), committed so CI needs none of them. Each entry names the command
 * that made it; `password` is what it hashed.
 */
export interface RealHash {
  tool: string;
  command: string;
  password: string;
  hash: string;
}

const HORSE = 'correct horse battery staple';

export const REAL_HASHES: RealHash[] = [
  {
    tool: 'htpasswd 2.4 (apache2-utils)',
    command: "htpasswd -nbB alice 'correct horse battery staple'",
    password: HORSE,
    hash: 'alice:$2y$05$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2',
  },
  {
    tool: 'htpasswd 2.4 (apache2-utils)',
    command: "htpasswd -nbB -C 10 bob 'pässwörd'",
    password: 'pässwörd',
    hash: 'bob:$2y$10$.0cK.TfKppm0hSzxMiXqfOg2Q0GkmvlZKxGwTlhPVcCYCm2f9y7d.',
  },
  {
    tool: 'htpasswd 2.4 (apache2-utils)',
    command: "htpasswd -nbB -C 4 carol 'x'",
    password: 'x',
    hash: 'carol:$2y$04$3mH/H36Zmc7U5.8mkQk8/.LhYlPcvMoaZLHosEV4StOlhcwwvrJBG',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash("correct horse battery staple", PASSWORD_BCRYPT);\'',
    password: HORSE,
    hash: '$2y$10$Q6tFaYFHmhF60hRYniP0QO1OXFdg5azL8woieUXwCW1DWJ2WQnQy2',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash(str_repeat("long password ", 6) . "tail", PASSWORD_BCRYPT, ["cost"=>4]);\'',
    password: `${'long password '.repeat(6)}tail`,
    hash: '$2y$04$gwEtrTmMOJSVO.U.xYCFr.bq1y48OrD7vYAGnxvipEXr0DYtvBdWG',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash("correct horse battery staple", PASSWORD_ARGON2ID);\'',
    password: HORSE,
    hash: '$argon2id$v=19$m=65536,t=4,p=1$R1k5VGxZM2tzNUVQRHZvdg$UcrIcbvocdqHuWDpHgmOKqNwusSQQGL9PZcsel1roHk',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash("pässwörd", PASSWORD_ARGON2I);\'',
    password: 'pässwörd',
    hash: '$argon2i$v=19$m=65536,t=4,p=1$QmpsaC5ySkFENE15RktEQg$wPtrwzc5Z91nBKyWVws1MsmBMexIbMQHyOma0XueYcI',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash("pässwörd", PASSWORD_ARGON2ID, ["memory_cost"=>1024,"time_cost"=>2,"threads"=>2]);\'',
    password: 'pässwörd',
    hash: '$argon2id$v=19$m=1024,t=2,p=2$WTJXM0xvRmljclRVdE1jZQ$/M13eaq7ss9QgELdVqazyF+9KvrPbaEsJlx5DPham54',
  },
  {
    tool: 'PHP 8.2',
    command: 'php -r \'echo password_hash("x", PASSWORD_ARGON2ID, ["memory_cost"=>19456,"time_cost"=>2,"threads"=>1]);\'',
    password: 'x',
    hash: '$argon2id$v=19$m=19456,t=2,p=1$a1VqeWI5a0ljbnhzaGN0WA$wbtx43fx6Zr/tgVu3lU/Dq/Q6izBFYZwwFvc8K0rKgQ',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'bcrypt.using(rounds=4).hash("pässwörd")',
    password: 'pässwörd',
    hash: '$2b$04$UkkbBCAbMnJZR4pr4e9lzOLk9F/fFRJ0cWaX0Y0AwUP3ImikNxDkO',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'pbkdf2_sha1.hash("correct horse battery staple")',
    password: HORSE,
    hash: '$pbkdf2$131000$ZCylVKq11vofQ2it9V4LwQ$eteeim4teBT9Ig2PMicXgLj7kOk',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'pbkdf2_sha256.hash("correct horse battery staple")',
    password: HORSE,
    hash: '$pbkdf2-sha256$29000$Vup9b61Vao0RglCKMWbMGQ$rh3N.fs3kDO7SeWe2AG7Uea7PMY6XaEEnd63z0aAbmA',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'pbkdf2_sha512.using(rounds=1000).hash("pässwörd")',
    password: 'pässwörd',
    hash: '$pbkdf2-sha512$1000$bC2llPI.p5SSEmKMkVIqhQ$EY70PEnoVGGLfM5Gh3LguDUkg28TPTsxbYsqdy9w7JT.3OuSnghiTrYGBy.8vUmCCSENpVaSGIz1N/3Q3AKHyg',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'scrypt.hash("correct horse battery staple")',
    password: HORSE,
    hash: '$scrypt$ln=16,r=8,p=1$f+997z3H2BtjbI1Rytkbww$8mMzdlp2kDTftxWUwxFk+tGLUPLlZzFo/yfa7WJx9qo',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'scrypt.using(rounds=10, block_size=4, parallelism=2).hash("pässwörd")',
    password: 'pässwörd',
    hash: '$scrypt$ln=10,r=4,p=2$6J0zhtD6HyPkXEspxVjLeQ$qxIPKaU+XggyQc53Cp8Z+ZxDVZ5A0c/UWWqitrr2rc8',
  },
  {
    tool: 'passlib 1.7.4 (python3-passlib)',
    command: 'django_pbkdf2_sha256.using(rounds=1000).hash("correct horse battery staple")',
    password: HORSE,
    hash: 'pbkdf2_sha256$1000$biOq3oAXlnUp$/4AZXTX5b/J3np8rRULoKo7jziV3FLDD/GB1YlWTg/U=',
  },
];
