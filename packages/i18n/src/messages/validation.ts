import type { ValidationError } from '@kurse/domain';
import type { Messages } from '../load';

/**
 * The message of a domain validation error, with its parameters filled in.
 * Spec: discovery §5, transactions §5 (the domain returns keys, the catalogue the sentences).
 */
export function validationMessage(LL: Messages, error: ValidationError): string {
  switch (error.key) {
    case 'required':
      return LL.validation.required();
    case 'email':
      return LL.validation.email();
    case 'maxLength':
      return LL.validation.maxLength({ max: error.max });
    case 'minLength':
      return LL.validation.minLength({ min: error.min });
    case 'range':
      return LL.validation.range({ min: error.min, max: error.max });
    case 'integer':
      return LL.validation.integer();
    case 'country':
      return LL.validation.country();
    case 'minCount':
      return LL.validation.minCount({ min: error.min });
  }
}
