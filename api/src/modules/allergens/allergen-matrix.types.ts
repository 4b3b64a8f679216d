import { ArrayMaxSize, IsArray, IsInt, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Allergen')
export class AllergenType {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  label!: string;
}

@ObjectType('MenuItemAllergens')
export class MenuItemAllergensType {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: 'Codes of the allergens the item contains.' })
  allergens!: string[];
}

@ObjectType('AllergenMatrixVersion', { description: 'One saved version of a location’s allergen matrix.' })
export class AllergenMatrixVersionType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  version!: number;

  @Field(() => [MenuItemAllergensType])
  items!: MenuItemAllergensType[];

  @Field(() => String)
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('AllergenMatrix', { description: 'A location’s current allergen matrix and the allergen list it uses.' })
export class AllergenMatrixType {
  @Field(() => Int)
  locationId!: number;

  @Field(() => String, { description: 'uk (14 UK/EU allergens) or us (9 US major allergens), from the location’s time zone (America/* is us).' })
  regime!: string;

  @Field(() => [AllergenType])
  allergens!: AllergenType[];

  @Field(() => AllergenMatrixVersionType, { nullable: true, description: 'Null until the first save.' })
  current!: AllergenMatrixVersionType | null;

  @Field(() => Boolean, { description: 'No matrix yet, or the current one was saved more than 30 days ago.' })
  needsReview!: boolean;
}

@InputType()
export class MenuItemAllergensInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'A menu item name must be 1 to 200 characters' })
  name!: string;

  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  allergens!: string[];
}

@InputType()
export class SaveAllergenMatrixInput {
  @Field(() => Int)
  @IsInt({ message: 'locationId must be a positive whole number' })
  @Min(1, { message: 'locationId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'locationId must be a positive whole number' })
  locationId!: number;

  @Field(() => [MenuItemAllergensInput])
  @IsArray()
  @ArrayMaxSize(300, { message: 'A matrix holds at most 300 menu items' })
  @ValidateNested({ each: true })
  items!: MenuItemAllergensInput[];
}
