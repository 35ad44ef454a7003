import styled from "styled-components";
import { Spinner } from "../../../components/ui/spinner";
import { Stars } from "../../../components/ui/stars";
import { useProductReviews } from "../api/product-reviews-query";
import { stack } from "../../../styles/typography";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${stack("xxs")}
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  small { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  p { white-space: pre-line; overflow-wrap: anywhere; }
`;

export interface ProductReviewListProps {
  productId: string;
}

/** What shoppers said: stars out of five and the comment. */
export function ProductReviewList({ productId }: ProductReviewListProps) {
  const { reviews, loading } = useProductReviews(productId);
  if (loading) return <Spinner />;
  if (reviews.length === 0) return <p data-testid="reviews-empty">No reviews yet</p>;
  return (
    <StyledList data-testid="reviews">
      {reviews.map((review) => (
        <li key={review.id} data-testid="review">
          <Stars value={review.rating} />
          <small>{review.authorName}</small>
          <p data-testid="review-comment">{review.comment}</p>
        </li>
      ))}
    </StyledList>
  );
}
