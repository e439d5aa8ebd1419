package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.LocalDate;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A contact ({@code contacts_me}, {@code contacts_search}, {@code contacts_create}, {@code contacts_update}).
 *
 * @param id the contact's identifier, as {@code contacts_update} wants it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Person(
    @JsonProperty("@id") @Nullable String id,
    @Nullable String givenName,
    @Nullable String familyName,
    List<String> email,
    List<String> telephone,
    List<PostalAddress> address,
    @Nullable String jobTitle,
    @Nullable Organization worksFor,
    List<String> url,
    @Nullable LocalDate birthDate,
    List<String> sameAs,
    List<ContactPoint> contactPoint,
    List<Person> spouse,
    List<Person> children,
    List<Person> siblings,
    List<Person> parents,
    List<Person> relatedTo) {
  public Person {
    email = Lists.of(email);
    telephone = Lists.of(telephone);
    address = Lists.of(address);
    url = Lists.of(url);
    sameAs = Lists.of(sameAs);
    contactPoint = Lists.of(contactPoint);
    spouse = Lists.of(spouse);
    children = Lists.of(children);
    siblings = Lists.of(siblings);
    parents = Lists.of(parents);
    relatedTo = Lists.of(relatedTo);
  }

  /** Given and family name, as far as known. */
  public String fullName() {
    return ((givenName == null ? "" : givenName) + " " + (familyName == null ? "" : familyName)).strip();
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Organization(@Nullable String name) {}

  /** An online account, such as Skype. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record ContactPoint(@Nullable String contactType, @Nullable String identifier) {}
}
