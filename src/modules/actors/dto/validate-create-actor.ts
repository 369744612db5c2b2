import { createValidationPipe } from '../../../common/http/validation.pipe.js';
import { CreateActorDto } from './create-actor.dto.js';

const pipe = createValidationPipe();

/**
 * The create operation's validation outside HTTP (the admin CLI's import): the very pipe and DTO
 * the API uses, so a row is refused exactly when the API would refuse it, with the same message.
 * Throws AppError `unprocessable_entity`.
 */
export async function validateCreateActor(
  body: Record<string, unknown>,
): Promise<CreateActorDto> {
  return (await pipe.transform(body, {
    type: 'body',
    metatype: CreateActorDto,
  })) as CreateActorDto;
}
