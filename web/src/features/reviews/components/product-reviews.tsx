import { lazy, Suspense, useState } from "react";
import { toast } from "../../../lib/toast";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { useShopper } from "../../../lib/shopper";
import { useSendToSignIn } from "../../../lib/sign-in-return";
import { useProductReviews } from "../api/product-reviews-query";
import { REVIEW_SIGN_IN_NEEDED } from "../api/review-texts";
import { useAddReview } from "../api/use-add-review";
import { useDeleteReview } from "../api/use-delete-review";
import { useUpdateReview } from "../api/use-update-review";
import { ReviewItem, type EditableReview } from "./review-item";
import { spread, stack } from "../../../styles/typography";

// The form brings react-hook-form and the shared rules (zod) with it: loaded when a shopper first
// opens it, not with the product page.
const loadReviewForm = () => import("./review-form");
const ReviewForm = lazy(async () => ({ default: (await loadReviewForm()).ReviewForm }));

const StyledReviews = styled.div`
  ${stack("md")}
`;

const StyledHead = styled.div`
  ${spread("sm")}
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

/** Closed, adding, or editing one's own review (prefilled); each opening starts a fresh form. */
type ModalState = { open: boolean; key: number; editing: EditableReview | null };

export interface ProductReviewsProps {
  productId: string;
}

/** A product's reviews, and writing, editing and deleting one's own. */
export function ProductReviews({ productId }: ProductReviewsProps) {
  const shopper = useShopper();
  const sendToSignIn = useSendToSignIn();
  const { page, loading, error, loadMore } = useProductReviews(productId);
  const { addReview, adding } = useAddReview(productId);
  const { updateReview, updating } = useUpdateReview();
  const { deleteReview, deleting } = useDeleteReview(productId);
  const [modal, setModal] = useState<ModalState>({ open: false, key: 0, editing: null });
  // Deleting cannot be undone: the review waits here until the shopper confirms.
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const openAdd = () => {
    if (shopper.status !== "signed-in") {
      toast.error(REVIEW_SIGN_IN_NEEDED);
      sendToSignIn();
      return;
    }
    void loadReviewForm();
    setModal((current) => ({ open: true, key: current.key + 1, editing: null }));
  };
  const openEdit = (review: EditableReview) => {
    void loadReviewForm();
    setModal((current) => ({ open: true, key: current.key + 1, editing: review }));
  };
  const close = () => setModal((current) => ({ ...current, open: false }));

  // A failed fetch reads as no reviews, as the store always showed it.
  const items = error ? [] : (page?.items ?? []);
  const editing = modal.editing;
  // One review per shopper: with theirs on the list, they edit it rather than write another.
  const reviewed = shopper.id !== undefined && items.some((review) => review.userId === shopper.id);

  return (
    <StyledReviews data-testid="reviews">
      <StyledHead>
        <span data-testid="review-count">{page && !error && page.total > 0 ? (page.total === 1 ? "1 review" : `${page.total} reviews`) : null}</span>
        {!reviewed && (
          <Button variant="secondary" onClick={openAdd} data-testid="write-review">
            Write a review
          </Button>
        )}
      </StyledHead>

      {!page && loading && <Spinner />}
      {(page || error) && items.length === 0 && <StyledEmpty data-testid="reviews-empty">No reviews yet</StyledEmpty>}
      {items.length > 0 && (
        <div>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} shopperId={shopper.id} onEdit={openEdit} onDelete={setDeletingId} deleting={deleting} />
          ))}
        </div>
      )}
      {page?.hasMore && !error && (
        <StyledMore>
          <LoadMoreButton onLoadMore={loadMore}>More reviews</LoadMoreButton>
        </StyledMore>
      )}

      <Modal open={modal.open} onClose={close} title={editing ? "Edit your review" : "Write a review"} testId="review-modal">
        <Suspense fallback={<Spinner />}>
          <ReviewForm
            key={modal.key}
            initial={editing ? { rating: editing.rating, comment: editing.comment } : { rating: 0, comment: "" }}
            submitLabel={editing ? "Update" : "Submit"}
            submitting={editing ? updating : adding}
            onCancel={close}
            onSubmit={async (input) => {
              const result = editing ? await updateReview(editing.id, input) : await addReview(input);
              if (result.ok) close();
              return result;
            }}
          />
        </Suspense>
      </Modal>
      <ConfirmDialog
        open={deletingId !== null}
        title="Delete review"
        question="Are you sure you want to delete your review?"
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setDeletingId(null)}
        onConfirm={async () => {
          if (deletingId) await deleteReview(deletingId);
          setDeletingId(null);
        }}
        testId="delete-review-dialog"
      />
    </StyledReviews>
  );
}
