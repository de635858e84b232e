// Public entry of the shared validation rules and their Persian messages.
// The plain predicates are in ./validators (not re-exported: minAmount/cMinMax share names).
export * from "./rules";
export { formatMessage, ruleMessage, validationMessages, type MessageParams, type ValidationRule } from "./messages";
