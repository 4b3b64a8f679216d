import { ArrayMaxSize, IsInt, IsString } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('RotaEntry', { description: "One line of a location's rota: a person on duty on these days between these local times." })
export class RotaEntryType {
  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => [String], { description: 'monday … sunday: the days the shift starts on.' })
  weekdays!: string[];

  @Field(() => String, { description: 'HH:MM in the site’s time zone.' })
  startsAt!: string;

  @Field(() => String, { description: 'HH:MM in the site’s time zone; before startsAt, the shift runs past midnight (22:00–06:00).' })
  endsAt!: string;
}

@InputType('RotaEntryInput')
export class RotaEntryInput {
  @Field(() => Int)
  @IsInt()
  userId!: number;

  @Field(() => [String], { description: 'monday … sunday.' })
  @IsString({ each: true })
  @ArrayMaxSize(7, { message: 'A rota line names each day at most once' })
  weekdays!: string[];

  @Field(() => String, { description: 'HH:MM, 00:00 to 23:59.' })
  @IsString()
  startsAt!: string;

  @Field(() => String, { description: 'HH:MM, 00:00 to 23:59; not the start time.' })
  @IsString()
  endsAt!: string;
}

@ObjectType('OnDutyPerson', { description: 'Who a critical alert at the location goes to now.' })
export class OnDutyPersonType {
  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  fullName!: string;
}
