/**
 * The form of one record, built from a resource definition (or a form descriptor's schema and uiSchema)
 * with RJSF and the Mantine theme plus Keel's widgets. Controlled; it makes no API calls itself: reference
 * options come from `loadOptions`. Validation runs when asked (`ref.validate()`, on Save) and, once
 * `validateOnBlur` is set, on blur; never per keystroke, which keeps big forms fast.
 */
import '@mantine/dates/styles.css';
import type { FormProps } from '@rjsf/core';
import Form, { withTheme } from '@rjsf/core';
import { generateTheme } from '@rjsf/mantine';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { evaluateFormRules, initialRuleOutcome, readonlyUiSchema, schemaWithRules, withoutHiddenValues } from '../../../descriptors/lib/form-rules.js';
import { useTranslation } from 'react-i18next';
import { keelTemplates, keelWidgetsAndFields } from '../../widgets/widget-registry.js';
import { UtcDateTimeWidget } from '../../widgets/UtcDateTimeWidget.js';
import type { FieldNotices, FormAttachments, KeelFormContext } from '../../widgets/form-context.js';
import { rjsfStringTranslator, translateValidationErrors } from '../../widgets/form-messages.js';
import type { ReferenceOptionsLoader } from '../../widgets/reference-options.js';
import widgetClasses from '../../widgets/widgets.module.css';
import { FormErrorBoundary } from './FormErrorBoundary.js';
import { buildUiSchema, descriptorTextTranslator, localizeSchema, mergeUiSchema, type RecordFormDefinition } from './form-schema.js';

export type { RecordFormDefinition } from './form-schema.js';
export type RecordData = Record<string, unknown>;

/** What the owner of a form can ask of it. */
export interface RecordFormHandle {
  /** Validates the whole form and shows the errors at the fields; true when valid. */
  validate(): boolean;
  /** The data as the form holds it (with defaults filled in from the schema), without the fields the rules hide. */
  data(): RecordData;
}

export interface RecordFormProps {
  definition: RecordFormDefinition;
  value: RecordData;
  onChange: (value: RecordData) => void;
  /** Errors to show at the fields, e.g. from the server's 400 (see `problemsToErrorSchema`). */
  extraErrors?: ErrorSchema;
  readonly?: boolean;
  language: string;
  /** Options of reference fields; without it they are plain text inputs. */
  loadOptions?: ReferenceOptionsLoader;
  /** Merged over the descriptor's uiSchema (hide fields a screen sets itself). */
  uiSchemaOverrides?: UiSchema;
  /** Validate the whole form whenever a field loses focus (turn on after the first Save). */
  validateOnBlur?: boolean;
  /** The form edits a saved record: fields marked readonlyOnEdit (codes others refer to) are locked. */
  isExisting?: boolean;
  /** The ship's clock offset a new time with offset starts at (the entry's). */
  defaultOffset?: number;
  /** The record's files for its attachments fields (a logbook entry's); without them those fields are read-only. */
  attachments?: FormAttachments;
  /** Warnings shown at their fields that do not stop a save, by JSON pointer into the data. */
  notices?: FieldNotices;
  ref?: Ref<RecordFormHandle>;
}

const theme = generateTheme();
const keelParts = keelWidgetsAndFields();
const KeelForm = withTheme({
  widgets: { ...theme.widgets, DateTimeWidget: UtcDateTimeWidget, ...keelParts.widgets },
  fields: keelParts.fields,
  templates: { ...theme.templates, ...keelTemplates },
});

const defaultFormState = { arrayMinItems: { populate: 'never' as const }, emptyObjectFields: 'skipEmptyDefaults' as const };

export function RecordForm({
  definition, value, onChange, extraErrors, readonly = false, language, loadOptions, uiSchemaOverrides, validateOnBlur = false, isExisting = false, defaultOffset, attachments, notices, ref,
}: RecordFormProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<Form>(null);
  const idPrefix = `record${useId().replace(/[^\w]/g, '')}`;

  const translate = useMemo(
    () => descriptorTextTranslator(language, (key) => i18n.t(key, { lng: language }), (key) => i18n.exists(key, { lng: language })),
    [i18n, language],
  );
  // The descriptor's rules (show / hide / require / readonly), evaluated again whenever the data changes.
  const [rules, setRules] = useState(() => initialRuleOutcome(definition.rules));
  useEffect(() => {
    if (!definition.rules?.length) return;
    let isCurrent = true;
    void evaluateFormRules(definition.rules, value).then((outcome) => { if (isCurrent) setRules(outcome); });
    return () => { isCurrent = false; };
  }, [definition.rules, value]);
  const schema = useMemo(() => localizeSchema(schemaWithRules(definition.schema, rules), translate), [definition.schema, rules, translate]);
  const uiSchema = useMemo(
    () => buildUiSchema(definition, translate, rules.readonly.length ? mergeUiSchema(readonlyUiSchema(rules.readonly), uiSchemaOverrides) : uiSchemaOverrides, { isExisting }),
    [definition, translate, uiSchemaOverrides, isExisting, rules],
  );
  const pendingInput = useRef(new Map<string, string>()).current;
  const formContext = useMemo<KeelFormContext>(
    () => ({ language, loadOptions, pendingInput, defaultOffset, attachments, notices }), [language, loadOptions, pendingInput, defaultOffset, attachments, notices]);
  const transformErrors = useMemo(() => translateValidationErrors((key, params) => t(key, params)), [t]);
  const translateString = useMemo(() => rjsfStringTranslator((key) => t(key)), [t]);

  useImperativeHandle(ref, () => ({
    validate: () => {
      const isValid = formRef.current?.validateForm() ?? true;
      const [firstPending] = pendingInput.keys();
      if (isValid && firstPending) document.getElementById(firstPending)?.focus();
      return isValid && !firstPending;
    },
    data: () => withoutHiddenValues((formRef.current?.state.formData as RecordData | undefined) ?? value, rules.hidden),
  }), [value, rules, pendingInput]);

  const props: FormProps = {
    schema,
    uiSchema,
    formData: value,
    validator,
    onChange: (event) => onChange((event.formData ?? {}) as RecordData),
    // The errors are shown at the fields; RJSF would also log them to the console.
    onError: () => undefined,
    extraErrors,
    readonly,
    liveValidate: validateOnBlur && !readonly ? 'onBlur' : undefined,
    showErrorList: false,
    noHtml5Validate: true,
    focusOnFirstError: true,
    transformErrors,
    translateString,
    formContext,
    idPrefix,
    // Optional sections and lists start empty: no {} or [[]] the user did not ask for, which would then fail
    // their own required fields. Explicit schema defaults still apply.
    experimental_defaultFormStateBehavior: defaultFormState,
  };
  return (
    <div className={readonly ? widgetClasses.readonly : undefined}>
      <FormErrorBoundary resetKey={schema} title={t('crud.formFailed')}>
        <KeelForm ref={formRef} {...props} />
      </FormErrorBoundary>
    </div>
  );
}
