import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_LIMITS, reviewRules } from "@store/rules";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { StyledField, StyledFieldError, StyledLabel } from "../../../components/ui/field";
import { ModalActions } from "../../../components/ui/modal";
import { StarInput } from "../../../components/ui/stars";
import type { ReviewInput, ReviewResult } from "../api/review-texts";
import { stack } from "../../../styles/typography";

const StyledForm = styled.form`
  ${stack("md")}
`;

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 128px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  line-height: 1.5;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export interface ReviewFormProps {
  initial: ReviewInput;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: ReviewInput) => Promise<ReviewResult>;
  onCancel: () => void;
}

/**
 * Stars and a comment, checked with the server's own rules (@store/rules' reviewRules) through
 * react-hook-form's zod resolver. Submitting waits for 1 to 5 stars; the comment is required.
 */
export function ReviewForm({ initial, submitLabel, submitting, onSubmit, onCancel }: ReviewFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reviewRules), defaultValues: initial });
  const commentId = useId();
  const rating = Number(watch("rating"));
  const rated = rating >= REVIEW_LIMITS.rating.min && rating <= REVIEW_LIMITS.rating.max;

  const submit = handleSubmit(async (review) => {
    const result = await onSubmit(review);
    if (result.ok) return;
    // The server's refusals stand under their fields.
    for (const field of ["rating", "comment"] as const) if (result.fields[field]) setError(field, { message: result.fields[field] });
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} data-testid="review-form">
      <StyledField>
        <Controller control={control} name="rating" render={({ field }) => <StarInput value={Number(field.value)} onChange={field.onChange} />} />
        {errors.rating && <StyledFieldError data-testid="rating-error">{errors.rating.message}</StyledFieldError>}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={commentId}>Comment</StyledLabel>
        <StyledTextarea
          id={commentId}
          maxLength={REVIEW_LIMITS.comment}
          $invalid={Boolean(errors.comment)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          {...register("comment")}
          data-testid="review-comment-input"
        />
        {errors.comment && (
          <StyledFieldError id={`${commentId}-error`} data-testid="comment-error">
            {errors.comment.message}
          </StyledFieldError>
        )}
      </StyledField>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!rated} loading={submitting} data-testid="review-submit">
          {submitLabel}
        </Button>
      </ModalActions>
    </StyledForm>
  );
}
