CREATE TYPE "public"."agency_action" AS ENUM('requested', 'approved', 'suspended', 'reinstated', 'register-verified');--> statement-breakpoint
CREATE TYPE "public"."agency_role" AS ENUM('owner', 'agent');--> statement-breakpoint
CREATE TYPE "public"."agency_status" AS ENUM('pending', 'approved', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'declined', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."register_authority" AS ENUM('fbih', 'rs');--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"status" "agency_status" DEFAULT 'pending' NOT NULL,
	"owner_id" uuid NOT NULL,
	"logo" text,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"register_authority" "register_authority" NOT NULL,
	"register_number" text NOT NULL,
	"register_verified_at" timestamp with time zone,
	"status_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "agency_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" uuid NOT NULL,
	"action" "agency_action" NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "agency_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_audit" ADD CONSTRAINT "agency_audit_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_audit" ADD CONSTRAINT "agency_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_slug_unique" ON "agencies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "agencies_status_idx" ON "agencies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agency_audit_agency_idx" ON "agency_audit" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_token_unique" ON "agency_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_open_unique" ON "agency_invitations" USING btree ("agency_id","email") WHERE "agency_invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_unique" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");