import { z } from "zod";
import { CART_MESSAGES } from "./cart.messages";

/** A line's count: a whole number, at least 1. */
export const quantityRules = z.number({ error: CART_MESSAGES.quantityAtLeastOne }).int(CART_MESSAGES.quantityAtLeastOne).min(1, CART_MESSAGES.quantityAtLeastOne);
