import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { StyledField, StyledFieldError, StyledLabel } from "../../../components/ui/field";
import { ModalActions } from "../../../components/ui/modal";
import { MAX_STARS, StarInput } from "../../../components/ui/stars";
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

/** Stars and a comment. Submitting waits for 1 to 5 stars; the comment is required. */
export function ReviewForm({ initial, submitLabel, submitting, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial.rating);
  const [comment, setComment] = useState(initial.comment);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const commentId = useId();
  const rated = rating >= 1 && rating <= MAX_STARS;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rated) return;
    if (!comment.trim()) {
      setErrors({ comment: "Comment is required" });
      return;
    }
    const result = await onSubmit({ rating, comment: comment.trim() });
    if (!result.ok) setErrors({ rating: result.fields.rating, comment: result.fields.comment });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} data-testid="review-form">
      <StyledField>
        <StarInput
          value={rating}
          onChange={(next) => {
            setRating(next);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
        />
        {errors.rating && <StyledFieldError data-testid="rating-error">{errors.rating}</StyledFieldError>}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={commentId}>Comment</StyledLabel>
        <StyledTextarea
          id={commentId}
          name="comment"
          value={comment}
          maxLength={2000}
          $invalid={Boolean(errors.comment)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((current) => ({ ...current, comment: undefined }));
          }}
          data-testid="review-comment-input"
        />
        {errors.comment && (
          <StyledFieldError id={`${commentId}-error`} data-testid="comment-error">
            {errors.comment}
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
