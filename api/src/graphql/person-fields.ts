import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { Field } from 'type-graphql';

/** Several property decorators as one, applied in the order a stack of them would be (bottom first). */
export const together =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };

/** A person's full name, as every sign-up, profile and user form takes it. */
export const FullNameField = (): PropertyDecorator =>
  together(
    Field(() => String),
    IsString(),
    Length(1, 200, { message: 'Full name is required (up to 200 characters)' }),
  );

/** An optional e-mail address (a person's or a company's). */
export const OptionalEmailField = (): PropertyDecorator =>
  together(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsEmail({}, { message: 'Email must be a valid email address' }),
    MaxLength(254),
  );
