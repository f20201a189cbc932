/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['bip39', 'mnemonic', 'seed phrase', 'recovery phrase', 'wallet', 'bitcoin', 'passphrase generator', 'entropy', 'bip-39', 'seed words'];
