import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, Int } from 'type-graphql';
import { together } from '../../graphql/person-fields.js';
import { MAX_PHOTOS_PER_RECORD } from './photo-evidence.js';

const EACH_ID = { each: true, message: 'Each photo id must be a whole number' };

/** The optional `photoIds` every record that keeps photos takes: ids from POST /api/uploads (purpose photo). */
export const PhotoIdsField = (description: string): PropertyDecorator =>
  together(
    Field(() => [Int], { nullable: true, description }),
    IsOptional(),
    IsArray({ message: 'photoIds must be a list' }),
    ArrayMaxSize(MAX_PHOTOS_PER_RECORD, { message: `A record can carry at most ${MAX_PHOTOS_PER_RECORD} photos` }),
    IsInt(EACH_ID),
    Min(1, EACH_ID),
    Max(2_147_483_647, EACH_ID),
  );
