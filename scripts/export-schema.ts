// Writes catalogue.schema.json, which the YAML header points editors at for autocomplete.
import { writeFileSync } from 'node:fs';
import { catalogueJsonSchema } from '../src/kinds/catalogue/json-schema';

writeFileSync('catalogue.schema.json', catalogueJsonSchema());
console.log('wrote catalogue.schema.json');
