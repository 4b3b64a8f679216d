import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('InspectorLink', {
  description: 'Read-only access for an inspector to chosen locations’ records over a date range; the token is never shown again.',
})
export class InspectorLinkType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  label!: string;

  @Field(() => [String], { description: 'The locations it shows, by name.' })
  locationNames!: string[];

  @Field(() => Date)
  periodStart!: Date;

  @Field(() => Date, { description: 'Exclusive.' })
  periodEnd!: Date;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => String)
  createdByName!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}

@ObjectType('CreatedInspectorLink')
export class CreatedInspectorLinkType {
  @Field(() => InspectorLinkType)
  link!: InspectorLinkType;

  @Field(() => String, { description: 'The link’s secret, shown this once (only its hash is stored); the inspector opens /inspect/<token>.' })
  token!: string;
}

@InputType('CreateInspectorLinkInput')
export class CreateInspectorLinkInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200)
  label!: string;

  @Field(() => [Int])
  @IsInt({ each: true })
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  locationIds!: number[];

  @Field(() => Date)
  periodStart!: Date;

  @Field(() => Date, { description: 'Exclusive; at most 366 days after periodStart.' })
  periodEnd!: Date;

  @Field(() => Int, { nullable: true, defaultValue: 7, description: 'Days until it stops working (1–90, default 7).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(90)
  expiresInDays?: number | null;
}
