/**
 * The Mantine theme's input, with numbers kept as typed: Mantine's NumberInput would clamp a value over the field's
 * maximum to the maximum when the field loses focus, so an officer's 60 would be saved as 50 without a word. Kept as
 * typed, the value is refused at the field with the form's range message instead.
 */
import { generateTemplates } from '@rjsf/mantine';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const ThemeInput = generateTemplates().BaseInputTemplate!;

export function NumberKeepingInputTemplate(props: BaseInputTemplateProps) {
  return <ThemeInput {...props} options={{ clampBehavior: 'none', ...props.options }} />;
}
