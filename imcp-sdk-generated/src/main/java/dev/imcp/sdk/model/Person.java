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
 * @param givenName the first name
 * @param familyName the last name
 * @param email email addresses
 * @param telephone phone numbers
 * @param address postal addresses
 * @param jobTitle the job title
 * @param worksFor the employer
 * @param url web sites
 * @param birthDate the birthday
 * @param sameAs profiles elsewhere, such as social networks
 * @param contactPoint online accounts
 * @param spouse the spouse, as iMCP names relations
 * @param children children
 * @param siblings siblings
 * @param parents parents
 * @param relatedTo other relations
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
  /**
   * Makes absent lists empty and drops null items.
   *
   * @param id the contact's identifier, as {@code contacts_update} wants it
   * @param givenName the first name
   * @param familyName the last name
   * @param email email addresses
   * @param telephone phone numbers
   * @param address postal addresses
   * @param jobTitle the job title
   * @param worksFor the employer
   * @param url web sites
   * @param birthDate the birthday
   * @param sameAs profiles elsewhere, such as social networks
   * @param contactPoint online accounts
   * @param spouse the spouse, as iMCP names relations
   * @param children children
   * @param siblings siblings
   * @param parents parents
   * @param relatedTo other relations
   */
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

  /** {@return given and family name, as far as known; empty when neither is} */
  public String fullName() {
    return ((givenName == null ? "" : givenName) + " " + (familyName == null ? "" : familyName))
        .strip();
  }

  /**
   * An employer.
   *
   * @param name the organization's name
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Organization(@Nullable String name) {}

  /**
   * An online account, such as Skype.
   *
   * @param contactType the service, such as {@code Skype}
   * @param identifier the user name there
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record ContactPoint(
      @Nullable String contactType, @Nullable String identifier) {}
}
