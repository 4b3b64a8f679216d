import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { FOOD_PROCESS_KINDS, type FoodProcessKind } from './process-rules.js';

const TEMPERATURE_RANGE = 'Process temperatures must be within -40 to 300 °C';

@ObjectType('ProcessStageRule')
@InputType('ProcessStageRuleInput')
export class ProcessStageRuleType {
  @Field(() => Float, { description: 'The temperature to reach, °C: at or below for cooling, at or above for cooking and reheating.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: TEMPERATURE_RANGE })
  @Min(-40, { message: TEMPERATURE_RANGE })
  @Max(300, { message: TEMPERATURE_RANGE })
  targetC!: number;

  @Field(() => Int, { description: 'Minutes from the start of the process (cumulative) by which the target must be reached.' })
  @IsInt({ message: 'Stage time must be a whole number of minutes' })
  @Min(1, { message: 'Stage time must be from 1 to 1440 minutes' })
  @Max(1440, { message: 'Stage time must be from 1 to 1440 minutes' })
  withinMinutes!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Cooking/reheating alternative: a lower core temperature held for holdMinutes (UK: 70 °C for 2 minutes).',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: TEMPERATURE_RANGE })
  @Min(-40, { message: TEMPERATURE_RANGE })
  @Max(300, { message: TEMPERATURE_RANGE })
  holdC!: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Hold time must be a whole number of minutes' })
  @Min(1, { message: 'Hold time must be from 1 to 60 minutes' })
  @Max(60, { message: 'Hold time must be from 1 to 60 minutes' })
  holdMinutes!: number | null;
}

@ObjectType('FoodProcessRule', { description: 'The stages a cooling, cooking or reheating log must pass, with their deadlines.' })
@InputType('FoodProcessRuleInput')
export class FoodProcessRuleType {
  @Field(() => String, { description: `One of ${FOOD_PROCESS_KINDS.join(', ')}.` })
  @IsIn(FOOD_PROCESS_KINDS as unknown as string[], { message: `Process kind must be one of ${FOOD_PROCESS_KINDS.join(', ')}` })
  kind!: FoodProcessKind;

  @Field(() => [ProcessStageRuleType])
  @ArrayMinSize(1, { message: 'A process needs at least one stage' })
  @ArrayMaxSize(4, { message: 'A process has at most 4 stages' })
  @ValidateNested({ each: true })
  stages!: ProcessStageRuleType[];
}
