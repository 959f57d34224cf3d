import { ApiSchemaObject, arrayOf, bool, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { ContactImportService, ImportSummary, RowError } from './contact-import.service';
import { IMPORT_COLUMNS, importInstructions, REPLACE_KEYS } from './import-columns';

type Instructions = ReturnType<typeof importInstructions>;
type RowOutcome = Awaited<ReturnType<ContactImportService['rows']>>['rows'][number];

const ROW_ERROR = objectOf<RowError>({
  row: int,
  column: { ...str, description: 'The heading' },
  field: str,
  code: str,
  message: { ...str, description: "In the caller's language" },
});
const headings = IMPORT_COLUMNS.map((column) => column.heading);

export const IMPORT_INSTRUCTIONS_SCHEMA = objectOf<Instructions>({
  columns: arrayOf({
    type: 'object',
    required: ['heading', 'field', 'kind', 'mandatory'],
    properties: {
      heading: { type: 'string', enum: headings },
      field: str,
      kind: { type: 'string', enum: ['text', 'flag'] },
      mandatory: bool,
      maxLength: { ...int, description: 'Text columns' },
      values: { ...arrayOf(str), description: 'Flag columns: JA or NEJ' },
    },
  }),
  nameRequired: { ...arrayOf(str), description: 'A contact needs one of these columns' },
  replaceBy: arrayOf(str),
});

export const IMPORT_SUMMARY_SCHEMA = namedSchema(
  'ContactImportSummary',
  objectOf<ImportSummary>(
    {
      id: { ...str, format: 'uuid' },
      fileName: nullable(str),
      total: int,
      valid: int,
      invalid: int,
      committed: bool,
      result: {
        description: 'Once committed',
        ...objectOf<NonNullable<ImportSummary['result']>>({ created: int, updated: int, skipped: int, replaceBy: nullable(str) }),
      },
      errors: { ...arrayOf(ROW_ERROR), description: 'The upload only: the first 1000 problems' },
    },
    ['result', 'errors'],
  ),
);

export const IMPORT_ROW_SCHEMA = objectOf<RowOutcome>({
  id: { ...int, description: 'The row number again (react-admin needs an id)' },
  row: int,
  valid: bool,
  data: { type: 'object', additionalProperties: true, description: 'The contact the row gives (the form fields)' },
  errors: arrayOf(ROW_ERROR),
});

export const IMPORT_COMMIT_BODY: ApiSchemaObject = {
  type: 'object',
  properties: {
    replaceBy: {
      type: 'string',
      nullable: true,
      enum: Object.keys(REPLACE_KEYS),
      description: 'Update the contacts this column matches instead of adding them',
    },
  },
};
