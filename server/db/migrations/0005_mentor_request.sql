-- POST /v1/mentor/create now asks for a mentor (kind mentor-request); applications to become a
-- mentor moved to POST /v1/mentor/apply under the kind mentor-apply. The applications stored
-- before keep their meaning (and their label) under the new name.
UPDATE "requests" SET "kind" = 'mentor-apply' WHERE "kind" = 'mentor-create';
