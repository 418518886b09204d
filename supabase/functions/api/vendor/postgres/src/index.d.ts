// The package's types declare `export = postgres`; the copy is imported as a default export.
import postgres = require('../types/index.d.ts');
export default postgres;
