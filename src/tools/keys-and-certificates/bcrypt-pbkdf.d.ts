/** The bcrypt-pbkdf package ships no types: the one function this tool calls (OpenSSH's bcrypt_pbkdf, returning 0 or -1). */
declare module 'bcrypt-pbkdf' {
  const bcryptPbkdf: {
    pbkdf(pass: Uint8Array, passLength: number, salt: Uint8Array, saltLength: number, key: Uint8Array, keyLength: number, rounds: number): number;
  };
  export default bcryptPbkdf;
}
