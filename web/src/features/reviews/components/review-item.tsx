import styled from "styled-components";
import { Stars } from "../../../components/ui/stars";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDate } from "../../../lib/format";
import { stack } from "../../../styles/typography";

export const ReviewItemFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    userId
    rating
    comment
    authorName
    createdAt
    updatedAt
  }
`);

const StyledItem = styled.article`
  ${stack("xs")}
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};

  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const StyledComment = styled.p`
  font-size: 14px;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledOwnActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  button {
    padding: 0;
    border: 0;
    background: none;
    font-size: 13px;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};

    &:disabled { opacity: 0.55; cursor: not-allowed; }
  }
`;

export interface EditableReview {
  id: string;
  rating: number;
  comment: string;
}

export interface ReviewItemProps {
  review: FragmentType<typeof ReviewItemFragment>;
  /** The signed-in shopper's id: their own review offers Edit and Delete. */
  shopperId?: string;
  onEdit: (review: EditableReview) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
}

export function ReviewItem({ review, shopperId, onEdit, onDelete, deleting }: ReviewItemProps) {
  const { id, userId, rating, comment, authorName, createdAt, updatedAt } = getFragmentData(ReviewItemFragment, review);
  const own = shopperId !== undefined && userId === shopperId;
  const edited = updatedAt !== createdAt;
  return (
    <StyledItem data-testid="review" data-review-id={id} data-own={own}>
      <Stars value={rating} />
      <StyledMeta>
        <strong>{authorName}</strong>
        <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        {edited && <span>(edited)</span>}
      </StyledMeta>
      <StyledComment data-testid="review-comment">{comment}</StyledComment>
      {own && (
        <StyledOwnActions>
          <button type="button" onClick={() => onEdit({ id, rating, comment })} data-testid="review-edit">
            Edit
          </button>
          <button type="button" onClick={() => onDelete(id)} disabled={deleting} data-testid="review-delete">
            Delete
          </button>
        </StyledOwnActions>
      )}
    </StyledItem>
  );
}
