import { Migration } from '@mikro-orm/migrations';

export class Migration20261122084849_initial extends Migration {
  override up(): void | Promise<void> {
    this.addSql(
      `create table "company" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(254) null, "phone" varchar(50) null, "address" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "compliance_check_template" ("id" serial primary key, "company_id" int null, "name" varchar(200) not null, "type" varchar(40) not null, "description" text null, "checklist_items" jsonb null, "frequency" varchar(40) null, "estimated_minutes" int null, "is_active" boolean not null default true);`,
    );

    this.addSql(
      `create table "location" ("id" serial primary key, "company_id" int not null, "name" varchar(200) not null, "address" text null, "opening_times" jsonb null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "location_company_id_name_index" on "location" ("company_id", "name");`);

    this.addSql(
      `create table "equipment" ("id" serial primary key, "company_id" int not null, "location_id" int not null, "name" varchar(200) not null, "type" varchar(40) not null, "target_min_temp" numeric(5,2) null, "target_max_temp" numeric(5,2) null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "last_temperature" numeric(5,2) null, "last_recorded_at" timestamptz null);`,
    );
    this.addSql(`create index "equipment_company_id_location_id_index" on "equipment" ("company_id", "location_id");`);

    this.addSql(
      `create table "cleaning_schedule" ("id" serial primary key, "location_id" int null, "company_id" int not null, "name" varchar(200) not null, "description" text null, "frequency" varchar(20) not null, "day_of_week" smallint null, "day_of_month" smallint null, "tasks" jsonb not null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "user" ("id" serial primary key, "username" varchar(100) not null, "password" varchar(255) not null, "email" varchar(254) null, "full_name" varchar(200) not null, "role" varchar(40) not null default 'branch_user', "company_id" int null, "location_id" int null, "is_active" boolean not null default true, "last_login" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "user" add constraint "user_username_unique" unique ("username");`);

    this.addSql(
      `create table "training_record" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "location_id" int null, "training_type" varchar(100) not null, "training_name" varchar(200) not null, "completed_date" timestamptz null, "expiry_date" timestamptz null, "certificate_url" text null, "notes" text null, "status" varchar(20) not null default 'scheduled', "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "temperature_reading" ("id" bigserial primary key, "company_id" int not null, "equipment_id" int not null, "user_id" int not null, "temperature" numeric(5,2) not null, "is_manual" boolean not null default false, "recorded_at" timestamptz not null default now(), "received_at" timestamptz not null default now(), "client_id" uuid null, "corrects_id" bigint null, "correction_reason" text null);`,
    );
    this.addSql(`alter table "temperature_reading" add constraint "temperature_reading_client_id_unique" unique ("client_id");`);
    this.addSql(`create index "temperature_reading_company_id_recorded_at_index" on "temperature_reading" ("company_id", "recorded_at");`);
    this.addSql(`create index "temperature_reading_equipment_recorded_idx" on "temperature_reading" ("equipment_id", "recorded_at" desc);`);

    this.addSql(
      `create table "report" ("id" serial primary key, "company_id" int not null, "location_id" int null, "user_id" int null, "type" varchar(60) null, "format" varchar(20) null, "parameters" jsonb null, "file_path" text null, "status" varchar(20) not null default 'generating', "generated_at" timestamptz null);`,
    );

    this.addSql(
      `create table "reminder" ("id" serial primary key, "company_id" int not null, "user_id" int null, "location_id" int null, "type" varchar(60) null, "title" varchar(200) not null, "description" text null, "reminder_time" timestamptz not null, "is_completed" boolean not null default false, "completed_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "probe_calibration" ("id" serial primary key, "company_id" int not null, "equipment_id" int not null, "user_id" int not null, "reference_temp" numeric(5,2) not null, "actual_temp" numeric(5,2) not null, "variance" numeric(5,2) not null, "is_within_tolerance" boolean not null, "notes" text null, "calibrated_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "food_safety_manual" ("id" serial primary key, "company_id" int not null, "title" varchar(200) not null, "description" text null, "file_url" text not null, "version" varchar(20) not null, "category" varchar(20) not null default 'policies', "is_active" boolean not null default true, "uploaded_by" int null, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "digital_form" ("id" serial primary key, "company_id" int not null, "type" varchar(60) not null, "location_id" int not null, "user_id" int not null, "form_data" jsonb not null, "signature" text null, "status" varchar(20) not null default 'draft', "emailed_to" varchar(254) null, "is_restricted_access" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "digital_form_location_id_created_at_index" on "digital_form" ("location_id", "created_at");`);

    this.addSql(
      `create table "compliance_check" ("id" serial primary key, "company_id" int not null, "template_id" int null, "location_id" int not null, "user_id" int not null, "status" varchar(20) not null default 'pending', "checklist_data" jsonb null, "photo_evidence" jsonb null, "notes" text null, "completed_at" timestamptz null, "due_date" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "compliance_check_location_id_created_at_index" on "compliance_check" ("location_id", "created_at");`);

    this.addSql(
      `create table "corrective_action" ("id" serial primary key, "company_id" int not null, "location_id" int null, "equipment_id" int null, "compliance_check_id" int null, "user_id" int null, "type" varchar(60) null, "description" text not null, "severity" varchar(20) not null default 'medium', "status" varchar(20) not null default 'open', "photo_evidence" jsonb null, "resolution" text null, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), "due_date" timestamptz null);`,
    );
    this.addSql(`create index "corrective_action_company_id_status_index" on "corrective_action" ("company_id", "status");`);

    this.addSql(
      `create table "audit_event" ("id" bigserial primary key, "company_id" int null, "actor_id" int null, "occurred_at" timestamptz not null default now(), "entity" varchar(60) not null, "entity_id" varchar(40) not null, "action" varchar(40) not null, "before" jsonb null, "after" jsonb null);`,
    );
    this.addSql(`create index "audit_event_entity_entity_id_index" on "audit_event" ("entity", "entity_id");`);
    this.addSql(`create index "audit_event_company_id_occurred_at_index" on "audit_event" ("company_id", "occurred_at");`);

    this.addSql(`create table "user_location" ("user_id" int not null, "location_id" int not null, primary key ("user_id", "location_id"));`);

    this.addSql(
      `alter table "compliance_check_template" add constraint "compliance_check_template_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "location" add constraint "location_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "equipment" add constraint "equipment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "equipment" add constraint "equipment_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "cleaning_schedule" add constraint "cleaning_schedule_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "cleaning_schedule" add constraint "cleaning_schedule_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );

    this.addSql(`alter table "user" add constraint "user_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "user" add constraint "user_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete set null;`);

    this.addSql(
      `alter table "training_record" add constraint "training_record_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "training_record" add constraint "training_record_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "training_record" add constraint "training_record_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "temperature_reading" add constraint "temperature_reading_corrects_id_foreign" foreign key ("corrects_id") references "temperature_reading" ("id") on delete restrict;`,
    );

    this.addSql(`alter table "report" add constraint "report_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(
      `alter table "report" add constraint "report_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "report" add constraint "report_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`);

    this.addSql(
      `alter table "reminder" add constraint "reminder_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "reminder" add constraint "reminder_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(
      `alter table "reminder" add constraint "reminder_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "probe_calibration" add constraint "probe_calibration_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "probe_calibration" add constraint "probe_calibration_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "probe_calibration" add constraint "probe_calibration_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "food_safety_manual" add constraint "food_safety_manual_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "food_safety_manual" add constraint "food_safety_manual_uploaded_by_foreign" foreign key ("uploaded_by") references "user" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "digital_form" add constraint "digital_form_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "digital_form" add constraint "digital_form_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "digital_form" add constraint "digital_form_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "compliance_check" add constraint "compliance_check_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "compliance_check" add constraint "compliance_check_template_id_foreign" foreign key ("template_id") references "compliance_check_template" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "compliance_check" add constraint "compliance_check_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "compliance_check" add constraint "compliance_check_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_compliance_check_id_foreign" foreign key ("compliance_check_id") references "compliance_check" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "corrective_action" add constraint "corrective_action_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_actor_id_foreign" foreign key ("actor_id") references "user" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "user_location" add constraint "user_location_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_location" add constraint "user_location_location_id_foreign" foreign key ("location_id") references "location" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "compliance_check_template" drop constraint "compliance_check_template_company_id_foreign";`);
    this.addSql(`alter table "location" drop constraint "location_company_id_foreign";`);
    this.addSql(`alter table "equipment" drop constraint "equipment_company_id_foreign";`);
    this.addSql(`alter table "cleaning_schedule" drop constraint "cleaning_schedule_company_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_company_id_foreign";`);
    this.addSql(`alter table "training_record" drop constraint "training_record_company_id_foreign";`);
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_company_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_company_id_foreign";`);
    this.addSql(`alter table "reminder" drop constraint "reminder_company_id_foreign";`);
    this.addSql(`alter table "probe_calibration" drop constraint "probe_calibration_company_id_foreign";`);
    this.addSql(`alter table "food_safety_manual" drop constraint "food_safety_manual_company_id_foreign";`);
    this.addSql(`alter table "digital_form" drop constraint "digital_form_company_id_foreign";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_company_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_company_id_foreign";`);
    this.addSql(`alter table "audit_event" drop constraint "audit_event_company_id_foreign";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_template_id_foreign";`);
    this.addSql(`alter table "equipment" drop constraint "equipment_location_id_foreign";`);
    this.addSql(`alter table "cleaning_schedule" drop constraint "cleaning_schedule_location_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_location_id_foreign";`);
    this.addSql(`alter table "training_record" drop constraint "training_record_location_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_location_id_foreign";`);
    this.addSql(`alter table "reminder" drop constraint "reminder_location_id_foreign";`);
    this.addSql(`alter table "digital_form" drop constraint "digital_form_location_id_foreign";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_location_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_location_id_foreign";`);
    this.addSql(`alter table "user_location" drop constraint "user_location_location_id_foreign";`);
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_equipment_id_foreign";`);
    this.addSql(`alter table "probe_calibration" drop constraint "probe_calibration_equipment_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_equipment_id_foreign";`);
    this.addSql(`alter table "training_record" drop constraint "training_record_user_id_foreign";`);
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_user_id_foreign";`);
    this.addSql(`alter table "report" drop constraint "report_user_id_foreign";`);
    this.addSql(`alter table "reminder" drop constraint "reminder_user_id_foreign";`);
    this.addSql(`alter table "probe_calibration" drop constraint "probe_calibration_user_id_foreign";`);
    this.addSql(`alter table "food_safety_manual" drop constraint "food_safety_manual_uploaded_by_foreign";`);
    this.addSql(`alter table "digital_form" drop constraint "digital_form_user_id_foreign";`);
    this.addSql(`alter table "compliance_check" drop constraint "compliance_check_user_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_user_id_foreign";`);
    this.addSql(`alter table "audit_event" drop constraint "audit_event_actor_id_foreign";`);
    this.addSql(`alter table "user_location" drop constraint "user_location_user_id_foreign";`);
    this.addSql(`alter table "temperature_reading" drop constraint "temperature_reading_corrects_id_foreign";`);
    this.addSql(`alter table "corrective_action" drop constraint "corrective_action_compliance_check_id_foreign";`);

    this.addSql(`drop table if exists "company" cascade;`);
    this.addSql(`drop table if exists "compliance_check_template" cascade;`);
    this.addSql(`drop table if exists "location" cascade;`);
    this.addSql(`drop table if exists "equipment" cascade;`);
    this.addSql(`drop table if exists "cleaning_schedule" cascade;`);
    this.addSql(`drop table if exists "user" cascade;`);
    this.addSql(`drop table if exists "training_record" cascade;`);
    this.addSql(`drop table if exists "temperature_reading" cascade;`);
    this.addSql(`drop table if exists "report" cascade;`);
    this.addSql(`drop table if exists "reminder" cascade;`);
    this.addSql(`drop table if exists "probe_calibration" cascade;`);
    this.addSql(`drop table if exists "food_safety_manual" cascade;`);
    this.addSql(`drop table if exists "digital_form" cascade;`);
    this.addSql(`drop table if exists "compliance_check" cascade;`);
    this.addSql(`drop table if exists "corrective_action" cascade;`);
    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop table if exists "user_location" cascade;`);
  }
}
