import { applyDecorators } from '@nestjs/common';

/**
 * applyDecorators in the order the same decorators run when stacked above a class or a field (the
 * lowest first): swagger lists a route's parameters, and class-validator a field's messages, in the
 * order they were applied, so a shared group answers exactly as the stack it replaces.
 */
export function stackedDecorators(...decorators: Array<ClassDecorator | MethodDecorator | PropertyDecorator>) {
  return applyDecorators(...[...decorators].reverse());
}
